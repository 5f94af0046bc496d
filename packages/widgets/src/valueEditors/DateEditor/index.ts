export { DateEditor } from './DateEditor.js';
