export { isWysiwygOn, rememberWysiwyg, useWysiwyg, wysiwygStorageKey } from './wysiwygFields.js';
export type { WysiwygScope } from './wysiwygFields.js';
