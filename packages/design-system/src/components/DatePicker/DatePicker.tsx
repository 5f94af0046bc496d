import {
  ButtonContext,
  DateFieldContext,
  FieldErrorContext,
  FormContext,
  GroupContext,
  LabelContext,
  Provider,
  TextContext,
  useSlottedContext,
} from 'react-aria-components';
import type {
  DatePickerProps as RACDatePickerProps,
  DateValue,
  ValidationResult,
} from 'react-aria-components';
import { mergeProps, useDatePicker, useFocusRing } from 'react-aria';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useDatePickerState } from 'react-stately';
import { useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import {
  CalendarButton,
  DateGroup,
  DatePickerRoot,
  Segment,
  StyledDateInput,
} from './DatePicker.styles.js';
import { LazyCalendarPopover, preloadCalendarPopover } from './LazyCalendarPopover.js';
import { withoutDataAttributes } from './withoutDataAttributes.js';

const preloadCalendar = () => void preloadCalendarPopover();

export interface DatePickerProps<T extends DateValue = DateValue> extends Omit<
  RACDatePickerProps<T>,
  'children' | 'className' | 'style'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the date's segments as their description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `minValue`/`maxValue`, `isDateUnavailable`, `validate`) fails. A function receives the
   * validation result, to word each failure; without one, react-aria's translated message shows.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  className?: string;
  style?: CSSProperties;
}

/**
 * A date typed part by part, or picked from a calendar (react-aria's date picker). Values are
 * `@internationalized/date` objects (`CalendarDate`; `CalendarDateTime` or `ZonedDateTime` with a
 * time `granularity`), shown in the locale's order and calendar. Each part is a spin button: type
 * digits, or step with the arrow keys. `minValue`, `maxValue` and `isDateUnavailable` limit both
 * the typing and the calendar.
 *
 * Built as react-aria-components' `DatePicker` is, from react-aria's `useDatePicker` and its
 * field, group, button and text contexts, but without its calendar's, popover's and dialog's:
 * the calendar loads the first time it opens (`LazyCalendarPopover`, issue 29).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  style,
  ...props
}: DatePickerProps<T>) {
  const formValidationBehavior = useSlottedContext(FormContext)?.validationBehavior;
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const state = useDatePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const isLabelled = props['aria-label'] != null || props['aria-labelledby'] != null;
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDatePicker(
    {
      ...withoutDataAttributes(props),
      label: isLabelled ? undefined : label,
      validationBehavior,
    },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  // Once opened, the calendar stays mounted, so that it can animate out when it closes.
  const [hasOpened, setHasOpened] = useState(false);
  if (state.isOpen && !hasOpened) setHasOpened(true);

  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [DateFieldContext, fieldProps],
        [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [
          TextContext,
          { slots: { description: descriptionProps, errorMessage: errorMessageProps } },
        ],
        [FieldErrorContext, validation],
      ]}
    >
      <DatePickerRoot
        {...mergeProps(domProps, focusProps)}
        className={className}
        style={style}
        slot={props.slot ?? undefined}
        data-focus-within={isFocused || undefined}
        data-invalid={state.isInvalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={props.isDisabled || undefined}
        data-readonly={props.isReadOnly || undefined}
        data-required={props.isRequired || undefined}
        data-open={state.isOpen || undefined}
      >
        {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
        <DateGroup>
          <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
          {!props.isReadOnly && (
            <CalendarButton onHoverStart={preloadCalendar} onFocus={preloadCalendar}>
              <Icon name="calendar" size="small" />
            </CalendarButton>
          )}
        </DateGroup>
        {description != null && <FieldDescription>{description}</FieldDescription>}
        <FieldErrorText>{errorMessage}</FieldErrorText>
        {hasOpened && (
          <LazyCalendarPopover
            state={state}
            calendarProps={calendarProps}
            dialogProps={dialogProps}
            triggerRef={groupRef}
          />
        )}
      </DatePickerRoot>
    </Provider>
  );
}
