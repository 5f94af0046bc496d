import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// styled() drops the calendar's date type parameter; the cast gives it back.
export const StyledCalendar = styled(Calendar)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
` as unknown as typeof Calendar;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.200')};
`;

export const CalendarTitle = styled(Heading)`
  flex: 1;
  margin: 0;
  color: ${token('color.text')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.sm')};
  text-align: center;
`;

export const CalendarNavButton = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.control-small')};
  block-size: ${token('size.control-small')};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${token('radius.small')};
  background: transparent;
  color: ${token('color.text')};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
  }

  &[data-disabled] {
    background: transparent;
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

export const StyledCalendarGrid = styled(CalendarGrid)`
  border-collapse: collapse;
  border-spacing: 0;

  td {
    padding: ${token('space.025')};
  }
`;

export const WeekdayCell = styled(CalendarHeaderCell)`
  padding-block-end: ${token('space.100')};
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
  text-align: center;
`;

export const DayCell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: ${token('size.control-medium')};
  block-size: ${token('size.control-medium')};
  border-radius: ${token('radius.small')};
  color: ${token('color.text')};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &[data-outside-month] {
    visibility: hidden;
  }

  &[data-today] {
    box-shadow: inset 0 0 0 ${token('size.border-width')} ${token('color.border-strong')};
    font-weight: ${token('font.weight.semibold')};
  }

  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-selected] {
    background-color: ${token('color.bg-primary')};
    color: ${token('color.text-on-primary')};
    font-weight: ${token('font.weight.semibold')};
  }

  &[data-selected][data-hovered] {
    background-color: ${token('color.bg-primary-hover')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-unavailable] {
    color: ${token('color.text-disabled')};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &[data-disabled] {
    background: transparent;
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }

  &[data-invalid][data-selected] {
    background-color: ${token('color.bg-critical')};
    color: ${token('color.text-on-critical')};
  }
`;
