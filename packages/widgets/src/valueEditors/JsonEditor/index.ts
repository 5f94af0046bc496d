export { JsonEditor } from './JsonEditor.js';
