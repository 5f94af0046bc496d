import { useEffect, useRef } from 'react';
// The one private path we use, until react-aria exports its announcer again: RAC's Button
// announces through this module's single instance, so only its own `clearAnnouncer` can clear
// what the Button left. react-aria is declared at the version RAC uses, and
// the build fails if the path moves (see eslint.boundaries.js).
// eslint-disable-next-line no-restricted-imports
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

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
        clearAnnouncer('assertive');
        setTimeout(() => clearAnnouncer('assertive'), firstAnnouncementDelayMs + 50);
      }
    },
    [],
  );
}
