import { ToastRegion } from '@metafields/design-system';

/** The app's toast region, in a module of its own so that it loads apart from the pages. */
export function Toasts() {
  return <ToastRegion />;
}
