export { RichTextEditor } from './RichTextEditor.js';
export { WysiwygEditor } from './WysiwygEditor.js';
