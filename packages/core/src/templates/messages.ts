import { defineMessages } from '../messages/defineMessages.js';

export const templatesMessages = defineMessages({
  'templates.delete.warning':
    'Deleting this template will remove {count, plural, one {# existing metafield} other {# existing metafields}}.',
  // The spec's exact words, grammar included ("remove", not "removes").
  'templates.delete.warningWithoutCount':
    'Deleting this template remove any existing metafields with the same namespace and key',
});
