import { lazy, Suspense, useState } from 'react';
import { useVisibleToastCount } from '@metafields/design-system';

const Toasts = lazy(async () => ({ default: (await import('./Toasts.js')).Toasts }));

/**
 * The app's toasts. Most visits show none, so the region (its buttons, icons and animations)
 * loads with the first toast rather than with every page; the queue keeps that toast meanwhile.
 * Once here it stays, so that the region, not an unmount, closes the last toast and returns focus.
 */
export function LazyToastRegion() {
  const shown = useVisibleToastCount();
  const [needed, setNeeded] = useState(false);
  if (shown > 0 && !needed) setNeeded(true);
  return (
    needed && (
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    )
  );
}
