export { TextEditor } from './TextEditor.js';
