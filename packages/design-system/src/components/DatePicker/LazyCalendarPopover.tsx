import { lazy, Suspense } from 'react';
import type { CalendarPopover as CalendarPopoverComponent } from './CalendarPopover.js';
import type { CalendarPopoverProps } from './CalendarPopover.js';

let calendarPopoverModule:
  Promise<{ CalendarPopover: typeof CalendarPopoverComponent }> | undefined;

/**
 * Starts loading the calendar, once: on the button's hover or focus, so that it is usually in
 * place by the time the button is pressed.
 */
export function preloadCalendarPopover() {
  // A failed load (the network dropped) is forgotten, so the next hover or press tries again.
  calendarPopoverModule ??= import('./CalendarPopover.js').catch((error: unknown) => {
    calendarPopoverModule = undefined;
    throw error;
  });
  return calendarPopoverModule;
}

const CalendarPopover = lazy(() =>
  preloadCalendarPopover().then((module) => ({ default: module.CalendarPopover })),
);

/**
 * What shows while the calendar loads, a moment after a press: nothing. The button already
 * shows pressed and reads as expanded, and a loading text would bring the design system's
 * message formatter into the picker's first load, for a moment no one sees.
 * data-pending-chunk: Storybook's screenshots wait until no such element is left.
 */
const calendarPopoverFallback = <span hidden data-pending-chunk="" />;

/**
 * The date picker's calendar, loaded the first time it opens (issue 29). The focus stays where
 * it was (the button, or the field after Alt+↓) until the calendar shows and takes it, so
 * closing the calendar gives it back there, as before.
 */
export function LazyCalendarPopover(props: CalendarPopoverProps) {
  return (
    <Suspense fallback={calendarPopoverFallback}>
      <CalendarPopover {...props} />
    </Suspense>
  );
}
