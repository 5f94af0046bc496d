export { UrlEditor } from './UrlEditor.js';
