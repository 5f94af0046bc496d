export { loadMessages } from './loadMessages.js';
export { WidgetsProvider } from './WidgetsProvider.js';
export type { WidgetsProviderProps } from './WidgetsProvider.js';
