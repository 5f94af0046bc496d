import { useEffect, useRef } from 'react';

/**
 * Empties react-aria's assertive live region. react-aria exports no public `clearAnnouncer`
 * (only a private path, which a strict install cannot reach and a patch release may move), so
 * this clears the region through the DOM it documents: the element marked
 * `data-live-announcer` that it prepends to `body`, with one `role="log"` per assertiveness.
 * Working on the DOM also clears the region when a host has two copies of react-aria.
 */
function clearAssertiveAnnouncements(): void {
  if (typeof document === 'undefined') return;
  for (const log of document.querySelectorAll('[data-live-announcer] [aria-live="assertive"]')) {
    log.replaceChildren();
  }
}

/** How long react-aria keeps an announcement in its live region. */
const announcementMs = 7000;
/** react-aria delays the first announcement of a page by 100 ms, while it makes its region. */
const firstAnnouncementDelayMs = 100;

/**
 * react-aria announces a focused button's pending state (when it starts and when it ends) by
 * pointing an assertive live region at the button for 7 s. A button removed within that time,
 * such as a save bar's Save once the save is done, leaves the region pointing at nothing:
 * nothing is read, and axe reports it. Such a button clears the announcement as it goes, and
 * once more after react-aria's first-announcement delay, since a fast action (a login on a
 * quick network) can unmount the button before that first announcement has even been placed.
 */
export function usePendingAnnouncementCleanup(isPending: boolean | undefined): void {
  const announcedAt = useRef<number | null>(null);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending || wasPending.current) announcedAt.current = Date.now();
    wasPending.current = isPending;
  }, [isPending]);
  useEffect(
    () => () => {
      if (announcedAt.current !== null && Date.now() - announcedAt.current < announcementMs) {
        clearAssertiveAnnouncements();
        setTimeout(() => clearAssertiveAnnouncements(), firstAnnouncementDelayMs + 50);
      }
    },
    [],
  );
}
