import { defineMessages } from '@metafields/design-system';

/**
 * The template form's own texts. Field names, 'Read only', 'Use on storefront', the new
 * template's title and the delete warning come from core's catalogues.
 */
export const templateFormMessages = defineMessages({
  'templateForm.options.minLength': 'Minimum length',
  'templateForm.options.maxLength': 'Maximum length',
  'templateForm.options.minValue': 'Minimum value',
  'templateForm.options.maxValue': 'Maximum value',
  'templateForm.options.entityListType': 'Values',
  'templateForm.options.selectOptions': 'Select options',
  'templateForm.options.customResource': 'Custom resource',
  'templateForm.key.description': 'Follows the name until you edit it.',
  'templateForm.delete.title': 'Delete {name}?',
});
