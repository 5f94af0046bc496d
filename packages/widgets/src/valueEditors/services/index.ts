export type {
  ReferencePage,
  ReferenceQuery,
  ReferenceRecord,
  ReferenceSource,
  ValueEditorServices,
} from './services.js';
export {
  ValueEditorServicesProvider,
  useValueEditorServices,
} from './ValueEditorServicesContext.js';
export type { ValueEditorServicesProviderProps } from './ValueEditorServicesContext.js';
