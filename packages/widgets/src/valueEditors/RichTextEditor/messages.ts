import { defineMessages } from '@metafields/design-system';

export const richTextEditorMessages = defineMessages({
  'valueEditors.richText.wysiwyg': 'Rich text editor',
  'valueEditors.richText.toolbar': 'Formatting',
  'valueEditors.richText.bold': 'Bold',
  'valueEditors.richText.italic': 'Italic',
  'valueEditors.richText.underline': 'Underline',
  'valueEditors.richText.boldMark': 'B',
  'valueEditors.richText.italicMark': 'I',
  'valueEditors.richText.underlineMark': 'U',
  'valueEditors.richText.bulletedList': 'Bulleted list',
  'valueEditors.richText.numberedList': 'Numbered list',
});
