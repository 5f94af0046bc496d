import { createContext, use } from 'react';
import type {
  Key,
  ToggleButtonGroupProps as RACToggleButtonGroupProps,
  ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { StyledToggleButton, StyledToggleButtonGroup } from './ToggleButtonGroup.styles.js';

export type ToggleButtonSize = 'small' | 'medium';

export interface ToggleButtonGroupProps extends Omit<
  RACToggleButtonGroupProps,
  'children' | 'className' | 'style'
> {
  /** `ToggleButton`s, each with an `id`. */
  children: ReactNode;
  /**
   * Whether pressing the chosen pill leaves it on, so that some pill is always chosen.
   * @default true with single selection (a filter always shows some view), false with multiple
   */
  disallowEmptySelection?: boolean;
  /** Pill height: 36px, or 28px in dense toolbars. @default 'medium' */
  size?: ToggleButtonSize;
  className?: string;
  style?: CSSProperties;
}

// ToggleButtons read the group's size without each repeating it.
const ToggleButtonSizeContext = createContext<ToggleButtonSize>('medium');

/**
 * A row of pills of which one is chosen (react-aria's `ToggleButtonGroup`): status filters such
 * as All / Visible / Hidden. Tab enters and leaves the group as one stop, arrow keys move between
 * pills (in reading order, so right to left in Hebrew), Space or Enter chooses the focused one
 * (`onSelectionChange` receives a set holding its key). With `selectionMode="multiple"` any
 * number may be on. Name the group with `aria-label`.
 */
export function ToggleButtonGroup({
  size = 'medium',
  selectionMode = 'single',
  disallowEmptySelection = selectionMode === 'single',
  ...props
}: ToggleButtonGroupProps) {
  return (
    <ToggleButtonSizeContext value={size}>
      <StyledToggleButtonGroup
        {...props}
        selectionMode={selectionMode}
        disallowEmptySelection={disallowEmptySelection}
      />
    </ToggleButtonSizeContext>
  );
}

export interface ToggleButtonProps extends Omit<
  RACToggleButtonProps,
  'id' | 'children' | 'className' | 'style'
> {
  /** The key `selectedKeys` and `onSelectionChange` use for this pill. */
  id: Key;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** One pill of a `ToggleButtonGroup`. */
export function ToggleButton(props: ToggleButtonProps) {
  const size = use(ToggleButtonSizeContext);
  return <StyledToggleButton {...props} data-size={size} />;
}
