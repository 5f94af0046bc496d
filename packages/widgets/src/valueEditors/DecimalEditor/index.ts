export { DecimalEditor } from './DecimalEditor.js';
