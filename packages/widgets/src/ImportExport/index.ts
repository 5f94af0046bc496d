export { ImportPanel } from './ImportPanel.js';
export type { ImportPanelProps, ImportStart } from './ImportPanel.js';
export { ExportPanel } from './ExportPanel.js';
export type {
  ExportItemCount,
  ExportPanelProps,
  ExportPanelResource,
  ExportStart,
} from './ExportPanel.js';
export type { ImportExportAvailability } from './AvailabilityBanner.js';
