import { FieldPopover } from '../Select/private.js';
import { CalendarDialog } from './CalendarDialog.styles.js';
import { MonthCalendar } from './MonthCalendar.js';

/**
 * The month calendar a date picker opens. react-aria's `DatePicker` wires it to the field: its
 * value, limits, unavailable dates, and the names of the dialog and of the month buttons, in the
 * locale's language.
 *
 * It is not loaded on demand: react-aria's `DatePicker` module imports its calendar's and its
 * popover's modules, and bundlers split by module, so a lazy calendar here saved nothing (the
 * date editor's first load grew from 77.5 to 81.1 KB gzip, issue 29). `LiteDateField`, which
 * does without react-aria's `DatePicker`, loads its calendar when first opened.
 */
export function CalendarPopover() {
  return (
    <FieldPopover>
      <CalendarDialog>
        <MonthCalendar />
      </CalendarDialog>
    </FieldPopover>
  );
}
