export { ToastRegion } from './Toast.js';
export type { ToastRegionProps } from './Toast.js';
export {
  closeTimedToasts,
  createToastQueue,
  toast,
  toastQueue,
  useVisibleToastCount,
} from './toastQueue.js';
export type {
  CreateToastQueueOptions,
  ToastAddOptions,
  ToastContent,
  ToastOptions,
  ToastQueue,
  ToastVariant,
} from './toastQueue.js';
