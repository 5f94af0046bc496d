import { useEffect, useRef } from 'react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

/** How long react-aria keeps an announcement in its live region. */
const announcementMs = 7000;

/**
 * react-aria announces a focused button's pending state (when it starts and when it ends) by
 * pointing an assertive live region at the button for 7 s. A button removed within that time,
 * such as a save bar's Save once the save is done, leaves the region pointing at nothing:
 * nothing is read, and axe reports it. Such a button clears the announcement as it goes.
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
      }
    },
    [],
  );
}
