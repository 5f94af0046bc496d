import { CalendarGridBody, CalendarGridHeader } from 'react-aria-components';
import type { CalendarProps, DateValue } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import {
  CalendarHeader,
  CalendarNavButton,
  CalendarTitle,
  DayCell,
  StyledCalendarGrid,
  StyledCalendar,
  WeekdayCell,
} from './Calendar.styles.js';

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
