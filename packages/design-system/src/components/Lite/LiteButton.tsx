import { TooltipTriggerStateContext } from 'react-aria-components';
import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import type { TooltipPlacement } from '../Tooltip/Tooltip.js';
import { LiteButtonRoot } from './Lite.styles.js';

export interface LiteButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'className' | 'style' | 'children'
> {
  /** The button's look, as `Button`'s. @default 'primary' */
  variant?: ButtonVariant;
  /** The button's height: 28, 36 or 44px. @default 'medium' */
  size?: ButtonSize;
  /** A click, Enter or Space. */
  onPress?: () => void;
  /** Ignores presses and greys the button out; it leaves the tab order too. */
  isDisabled?: boolean;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * `Button`'s look on a native `<button>`, for pages that show dozens (a rule's 'Filter further'
 * under each of its groups): it mounts in a fifth of the time. It has no pending state, and a
 * dialog or menu trigger must be a `Button`, which react-aria's triggers wire up.
 */
export function LiteButton({
  variant = 'primary',
  size = 'medium',
  onPress,
  isDisabled = false,
  type = 'button',
  ...props
}: LiteButtonProps) {
  return (
    <LiteButtonRoot
      {...props}
      type={type}
      onClick={onPress}
      disabled={isDisabled}
      data-variant={variant}
      data-size={size}
    />
  );
}

export interface LiteIconButtonProps extends Omit<LiteButtonProps, 'children' | 'variant' | 'ref'> {
  /** The drawing; decorative, since `aria-label` names the button. */
  icon: IconName;
  /** What the button does; its accessible name and its tooltip. */
  'aria-label': string;
  /** The button's look, as `Button`'s. @default 'subtle' */
  variant?: ButtonVariant;
  /** Where the tooltip shows. @default 'top' */
  tooltipPlacement?: TooltipPlacement;
}

// As TooltipTrigger's: the pointer rests this long before the tooltip shows.
const tooltipDelay = 600;

/**
 * `IconButton` on a native `<button>`: named by `aria-label`, which shows as its tooltip while
 * the pointer rests on it or keyboard focus is on it. The tooltip mounts only then.
 */
export function LiteIconButton({
  icon,
  variant = 'subtle',
  size = 'medium',
  tooltipPlacement = 'top',
  ...props
}: LiteIconButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [isTooltipShown, setTooltipShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTooltipShown(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTooltipShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <LiteButton
        {...props}
        ref={ref}
        variant={variant}
        size={size}
        data-icon-only=""
        onPointerEnter={() => show(tooltipDelay)}
        onPointerLeave={hide}
        onFocus={(event) => {
          if (event.currentTarget.matches(':focus-visible')) show(0);
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
        onPress={() => {
          hide();
          props.onPress?.();
        }}
      >
        <Icon name={icon} size={size} />
      </LiteButton>
      {isTooltipShown && (
        // react-aria's Tooltip reads its state from this context even when it is given
        // `triggerRef` and `isOpen` on its own, so the open state is provided here.
        <TooltipTriggerStateContext.Provider
          value={{ isOpen: true, shouldSkipAnimation: false, open: () => {}, close: hide }}
        >
          <Tooltip triggerRef={ref} isOpen placement={tooltipPlacement}>
            {props['aria-label']}
          </Tooltip>
        </TooltipTriggerStateContext.Provider>
      )}
    </>
  );
}
