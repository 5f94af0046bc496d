export { IntegerEditor } from './IntegerEditor.js';
