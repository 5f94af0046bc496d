export { ColorEditor } from './ColorEditor.js';
