import { useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { FieldPopover } from '../Select/private.js';
import { LiteFieldRoot, LiteLabel, LiteTrigger, LiteValue } from './Lite.styles.js';
import { LiteFieldError } from './LiteTextField.js';

export interface LitePopoverFieldProps {
  /** The visible label. */
  label: string;
  /** What the trigger shows; the placeholder when there is no value. */
  valueText: string | undefined;
  /** What the trigger shows when there is no value. */
  placeholder: string;
  /** Shown under the field, which it marks invalid and describes. */
  errorMessage: string | undefined;
  /** Disables the trigger, so the popover cannot open. */
  isDisabled: boolean;
  /** What opens: a `listbox` or a `dialog`. */
  popup: 'listbox' | 'dialog';
  /** What the trigger ends with. @default 'chevronDown' */
  icon?: IconName;
  /** Keys on the closed trigger besides those that open it (type-ahead). */
  onTriggerKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /**
   * The popover's content, mounted only while open; `close` returns focus to the trigger.
   * `focusFrom` is 'last' when ArrowUp opened it (a list then focuses its last item).
   */
  children: (close: () => void, labelId: string, focusFrom: 'first' | 'last') => ReactNode;
  className: string | undefined;
  style: CSSProperties | undefined;
}

/**
 * A labelled button that shows a value and opens a popover to change it. Nothing of the
 * popover exists until it opens, which is what makes the lite fields cheap to mount.
 * Its name is the value then the label ('Shipped Status'), as react-aria's Select says it.
 */
export function LitePopoverField({
  label,
  valueText,
  placeholder,
  errorMessage,
  isDisabled,
  popup,
  icon = 'chevronDown',
  onTriggerKeyDown,
  children,
  className,
  style,
}: LitePopoverFieldProps) {
  const id = useId();
  const [labelId, valueId, errorId] = [`${id}-label`, `${id}-value`, `${id}-error`];
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openedBy, setOpenedBy] = useState<'first' | 'last' | null>(null);
  const isOpen = openedBy !== null;
  const isInvalid = errorMessage !== undefined;
  // react-aria's popover gives focus back to the trigger as it unmounts.
  const close = () => setOpenedBy(null);

  return (
    <LiteFieldRoot className={className} style={style}>
      <LiteLabel as="span" id={labelId}>
        {label}
      </LiteLabel>
      <LiteTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup={popup}
        aria-expanded={isOpen}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={isInvalid ? errorId : undefined}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        onClick={() => setOpenedBy('first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpenedBy(event.key === 'ArrowUp' ? 'last' : 'first');
            return;
          }
          onTriggerKeyDown?.(event);
          // Enter and Space open here rather than through the button's click: the browser's
          // click from a key has no pointer (detail 0), which react-aria takes for a screen
          // reader's virtual click, and it then leaves focus on the list instead of an option,
          // where Enter does nothing. Space within a type-ahead word was taken above.
          if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            setOpenedBy('first');
          }
        }}
        // Space clicks a button when it is released: that click must not open the list again.
        onKeyUp={(event) => {
          if (event.key === ' ') event.preventDefault();
        }}
      >
        <LiteValue id={valueId} data-placeholder={valueText === undefined || undefined}>
          {valueText ?? placeholder}
        </LiteValue>
        <Icon name={icon} size="small" />
      </LiteTrigger>
      {isInvalid && <LiteFieldError id={errorId}>{errorMessage}</LiteFieldError>}
      {isOpen && (
        <FieldPopover
          triggerRef={triggerRef}
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          placement="bottom start"
          // The popover is a dialog unless its content is one (react-aria): named like the field.
          aria-labelledby={labelId}
          style={{ minInlineSize: 'var(--trigger-width)' }}
        >
          {children(close, labelId, openedBy)}
        </FieldPopover>
      )}
    </LiteFieldRoot>
  );
}
