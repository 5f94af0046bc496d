import type { CalendarDate } from '@internationalized/date';
import { useLocale } from 'react-aria-components';
import { lazy, Suspense } from 'react';
import type { CSSProperties } from 'react';
import { styled } from 'styled-components';
import { dateTimeFormat } from '../../i18n/intlCache.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { token } from '../../tokens/token.js';
import { CalendarDialog } from '../DatePicker/CalendarDialog.styles.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
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

// The date parts and the calendar load the first time a lite date field opens (issue 29): a rule
// of 50 conditions without a date does not pay for react-aria's date field and calendar.
const LiteDateDialog = lazy(() =>
  import('./LiteDateDialog.js').then((module) => ({ default: module.LiteDateDialog })),
);

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
          {/* Meanwhile the dialog, focused, says it is loading; the date's first part takes
              focus once it shows. */}
          <Suspense fallback={<Skeleton variant="rect" blockSize="19rem" showLoadingText />}>
            <LiteDateDialog
              labelId={labelId}
              value={value}
              onChange={onChange}
              isInvalid={errorMessage !== undefined}
              close={close}
            />
          </Suspense>
        </Body>
      )}
    </LitePopoverField>
  );
}
