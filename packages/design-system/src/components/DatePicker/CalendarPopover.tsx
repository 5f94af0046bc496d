import {
  ButtonContext,
  CalendarContext,
  DialogContext,
  GroupContext,
  LabelContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import type { DatePickerAria } from 'react-aria/useDatePicker';
import type { DatePickerState } from 'react-stately/useDatePickerState';
import type { ContextType, RefObject } from 'react';
import { FieldPopover } from '../Select/private.js';
import { CalendarDialog } from './CalendarDialog.styles.js';
import { MonthCalendar } from './MonthCalendar.js';

export interface CalendarPopoverProps {
  /** The picker's state: whether the calendar is open, and the date it sets. */
  state: DatePickerState;
  /** From `useDatePicker`: the calendar's value, limits and unavailable dates. */
  calendarProps: DatePickerAria['calendarProps'];
  /** From `useDatePicker`: the dialog's id and name (the button's and the label's). */
  dialogProps: DatePickerAria['dialogProps'];
  /** The field's frame, which the popover opens under. */
  triggerRef: RefObject<HTMLElement | null>;
}

// The picker's parts read these contexts; inside the popover its buttons and texts are the
// calendar's own, so the popover clears them (as react-aria's `DatePicker` does).
const clearContexts = [GroupContext, ButtonContext, LabelContext, TextContext];

/**
 * The month calendar a date picker opens, wired to the field by the contexts react-aria's own
 * `DatePicker` provides: its value, limits, unavailable dates, and the names of the dialog and
 * of the month buttons, in the locale's language.
 *
 * `DatePicker` loads this module the first time its calendar opens (issue 29): it, not the
 * picker, imports react-aria's calendar, popover and dialog, about a third of a date editor's
 * first load. The picker is built from react-aria's hooks rather than its `DatePicker`
 * component because that component's module imports all three, and bundlers split by module.
 */
export function CalendarPopover({
  state,
  calendarProps,
  dialogProps,
  triggerRef,
}: CalendarPopoverProps) {
  return (
    <Provider
      values={[
        // One date's calendar props, where the context takes any selection mode's.
        [CalendarContext, calendarProps as ContextType<typeof CalendarContext>],
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'DatePicker', triggerRef, placement: 'bottom start', clearContexts },
        ],
        [DialogContext, dialogProps],
      ]}
    >
      <FieldPopover>
        <CalendarDialog>
          <MonthCalendar />
        </CalendarDialog>
      </FieldPopover>
    </Provider>
  );
}
