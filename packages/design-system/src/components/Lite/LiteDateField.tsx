import type { CalendarDate } from '@internationalized/date';
import { Dialog, useLocale } from 'react-aria-components';
import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { dateTimeFormat } from '../../i18n/intlCache.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { token } from '../../tokens/token.js';
import { DatePicker } from '../DatePicker/DatePicker.js';
import { LitePopoverField } from './LitePopoverField.js';
import { liteFieldMessages } from './messages.js';

export interface LiteDateFieldProps {
  /** The visible label. */
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  /** What the trigger says before a date is chosen ('Choose a date'). */
  placeholder?: string;
  /** Shown under the field, which it marks invalid and describes. */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

const dateStyle: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

const PopoverBody = styled(Dialog)`
  padding: ${token('space.300')};
  outline: none;
`;

/**
 * A date for pages of many fields (a rule of 50 conditions): a button that says the date
 * ('Jan 31, 2024'), opening a `DatePicker` to type it part by part or pick it from the
 * calendar. `DatePicker` itself costs a frame for every five; this button, a fiftieth of that.
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
      dialogIcon="calendar"
      className={className}
      style={style}
    >
      {(_close, labelId) => (
        <PopoverBody aria-labelledby={labelId}>
          <DatePicker
            label={label}
            value={value}
            onChange={onChange}
            isInvalid={errorMessage !== undefined}
            errorMessage={errorMessage}
            // The person just opened the picker to type a date: its first part takes focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </PopoverBody>
      )}
    </LitePopoverField>
  );
}
