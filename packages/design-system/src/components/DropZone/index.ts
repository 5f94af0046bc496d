export { DropZone } from './DropZone.js';
export type { DropZoneProps } from './DropZone.js';
