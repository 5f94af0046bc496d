import { CalendarGridBody, CalendarGridHeader } from 'react-aria-components';
import type { CalendarProps, DateValue } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { FieldPopover } from '../Select/private.js';
import {
  CalendarDialog,
  CalendarHeader,
  CalendarNavButton,
  CalendarTitle,
  DayCell,
  StyledCalendarGrid,
  StyledCalendar,
  WeekdayCell,
} from './Calendar.styles.js';

/**
 * The month calendar a date picker opens. react-aria's `DatePicker` wires it to the field: its
 * value, limits, unavailable dates, and the names of the dialog and of the month buttons, in the
 * locale's language.
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

/**
 * A month of days with its title and the buttons to the months around it (react-aria's
 * `Calendar`). Inside a date picker the picker wires it; on its own it takes `value`/`onChange`.
 */
export function MonthCalendar<T extends DateValue>(
  props: Omit<CalendarProps<T>, 'children' | 'className' | 'style'>,
) {
  return (
    <StyledCalendar {...props}>
      <CalendarHeader>
        <CalendarNavButton slot="previous">
          <Icon name="chevronLeft" size="small" />
        </CalendarNavButton>
        <CalendarTitle />
        <CalendarNavButton slot="next">
          <Icon name="chevronRight" size="small" />
        </CalendarNavButton>
      </CalendarHeader>
      <StyledCalendarGrid>
        <CalendarGridHeader>{(day) => <WeekdayCell>{day}</WeekdayCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <DayCell date={date} />}</CalendarGridBody>
      </StyledCalendarGrid>
    </StyledCalendar>
  );
}
