import type { CalendarDate } from '@internationalized/date';
import { DateField } from 'react-aria-components';
import { MonthCalendar } from '../DatePicker/MonthCalendar.js';
import { DateGroup, Segment, StyledDateInput } from '../DatePicker/DatePicker.styles.js';

export interface LiteDateDialogProps {
  /** The field's label, which names the date parts and the calendar. */
  labelId: string;
  /** The date shown; null when none is chosen yet. */
  value: CalendarDate | null;
  /** Called with the date typed or picked (null when its parts are cleared). */
  onChange: (value: CalendarDate | null) => void;
  /** Marks the date parts invalid, as the field's error does. */
  isInvalid: boolean;
  /** Closes the popover, giving focus back to the field's button. */
  close: () => void;
}

/**
 * What `LiteDateField` opens: the date to type part by part over the month's calendar. Its own
 * module, loaded the first time a lite date field opens: react-aria's date field and calendar
 * are most of a date field's cost, and a rule of only text conditions never needs them.
 */
export function LiteDateDialog({
  labelId,
  value,
  onChange,
  isInvalid,
  close,
}: LiteDateDialogProps) {
  return (
    <>
      <DateField
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        isInvalid={isInvalid}
        // The person just opened it to give a date: its first part takes focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      >
        <DateGroup>
          <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        </DateGroup>
      </DateField>
      <MonthCalendar
        aria-labelledby={labelId}
        value={value}
        onChange={(date) => {
          onChange(date);
          close();
        }}
      />
    </>
  );
}
