export { DateTimeEditor } from './DateTimeEditor.js';
