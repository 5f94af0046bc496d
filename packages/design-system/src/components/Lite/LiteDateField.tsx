import type { CalendarDate } from '@internationalized/date';
import { DateField, useLocale } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { dateTimeFormat } from '../../i18n/intlCache.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { token } from '../../tokens/token.js';
import { CalendarDialog } from '../DatePicker/Calendar.styles.js';
import { MonthCalendar } from '../DatePicker/CalendarPopover.js';
import { DateGroup, Segment, StyledDateInput } from '../DatePicker/DatePicker.styles.js';
import { LitePopoverField } from './LitePopoverField.js';
import { liteFieldMessages } from './messages.js';

export interface LiteDateFieldProps {
  /** The visible label. */
  label: string;
  /** The chosen date, or `null` for none. */
  value: CalendarDate | null;
  /** Called with the date typed or picked, or `null` once the typed date is cleared. */
  onChange: (value: CalendarDate | null) => void;
  /** What the trigger says before a date is chosen ('Choose a date'). */
  placeholder?: string;
  /** Shown under the field, which it marks invalid and describes. */
  errorMessage?: string;
  /** Disables the trigger, so the date cannot be changed. */
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

const dateStyle: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

const Body = styled(CalendarDialog)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.300')};
`;

/**
 * A date for pages of many fields (a rule of 50 conditions): a button that says the date
 * ('Jan 31, 2024'), opening the date to type part by part over the month's calendar to pick it
 * from. `DatePicker` itself costs a frame for every five; this button, a fiftieth of that.
 */
export function LiteDateField({
  label,
  value,
  onChange,
  placeholder,
  errorMessage,
  isDisabled = false,
  className,
  style,
}: LiteDateFieldProps) {
  const t = useMessages(liteFieldMessages);
  const { locale } = useLocale();
  return (
    <LitePopoverField
      label={label}
      valueText={
        value === null ? undefined : dateTimeFormat(locale, dateStyle).format(value.toDate('UTC'))
      }
      placeholder={placeholder ?? t('liteDateField.placeholder')}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      popup="dialog"
      icon="calendar"
      className={className}
      style={style}
    >
      {(close, labelId) => (
        <Body aria-labelledby={labelId}>
          <DateField
            aria-labelledby={labelId}
            value={value}
            onChange={onChange}
            isInvalid={errorMessage !== undefined}
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
        </Body>
      )}
    </LitePopoverField>
  );
}
