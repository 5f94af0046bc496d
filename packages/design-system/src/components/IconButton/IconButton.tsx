import type { ButtonProps, ButtonSize, ButtonVariant } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.js';
import type { TooltipPlacement } from '../Tooltip/Tooltip.js';
import { StyledIconButton } from './IconButton.styles.js';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'aria-label'> {
  /** The drawing; decorative, since `aria-label` names the button. */
  icon: IconName;
  /**
   * What the button does ("Delete template", "More actions"). It is the button's accessible name
   * and shows as its tooltip, so a button without visible text still tells everyone its purpose.
   */
  'aria-label': string;
  /** The button's look, as `Button`'s; `subtle` suits toolbars and table rows. @default 'subtle' */
  variant?: ButtonVariant;
  /**
   * 28, 36 or 44px square, with a 16, 20 or 24px icon.
   * @default 'medium'
   */
  size?: ButtonSize;
  /** Where the tooltip shows. @default 'top' */
  tooltipPlacement?: TooltipPlacement;
}

/**
 * A button showing only an icon, named by its required `aria-label` and showing that name as a
 * tooltip on hover and keyboard focus. Everything else is as `Button`.
 */
export function IconButton({
  icon,
  variant = 'subtle',
  size = 'medium',
  tooltipPlacement = 'top',
  ...props
}: IconButtonProps) {
  return (
    <TooltipTrigger>
      <StyledIconButton {...props} variant={variant} size={size}>
        <Icon name={icon} size={size} />
      </StyledIconButton>
      <Tooltip placement={tooltipPlacement}>{props['aria-label']}</Tooltip>
    </TooltipTrigger>
  );
}
