import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'helpPage.docs.title': 'Documentation',
  'helpPage.docs.text': 'Guides to metafields, shared metafields, custom resources and imports.',
  'helpPage.docs.link': 'Read the documentation',
  'helpPage.support.title': 'Contact support',
  'helpPage.support.text':
    'Questions, problems or ideas: write to us, we answer within one working day.',
  'helpPage.support.link': 'Email {email}',
});
