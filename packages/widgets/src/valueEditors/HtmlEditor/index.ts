export { HtmlEditor } from './HtmlEditor.js';
