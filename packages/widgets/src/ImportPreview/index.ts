export { ImportPreview } from './ImportPreview.js';
export type { ImportPreviewProps } from './ImportPreview.js';
