export { SelectEditor } from './SelectEditor.js';
