import { MenuTrigger } from 'react-aria-components';
import type { MenuTriggerProps } from 'react-aria-components';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Menu } from '../Menu/Menu.js';
import type { MenuProps } from '../Menu/Menu.js';
import type { PopoverPlacement } from '../Popover/Popover.js';
import { PopoverFrame } from '../Popover/private.js';
import { actionMenuMessages } from './messages.js';

export interface ActionMenuProps<T>
  extends
    Pick<
      MenuProps<T>,
      | 'children'
      | 'items'
      | 'dependencies'
      | 'onAction'
      | 'disabledKeys'
      | 'onClose'
      | 'selectionMode'
      | 'selectedKeys'
    >,
    Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /**
   * Visible text of the trigger ("Export", "Bulk actions"), shown with a chevron. Without one the
   * trigger is an icon button named `aria-label`.
   */
  label?: string;
  /** Name of the icon trigger. @default the translated "More actions" */
  'aria-label'?: string;
  /** The trigger's look. @default 'subtle' for the icon trigger, 'secondary' with a label */
  variant?: ButtonVariant;
  /** The trigger's height. @default 'medium' */
  size?: ButtonSize;
  /** Where the menu opens from the trigger; `end` aligns it with the trigger's far edge. */
  placement?: PopoverPlacement;
  /** Disables the trigger, so the menu cannot open. */
  isDisabled?: boolean;
  /** Applies to the trigger. */
  className?: string;
}

/**
 * A button that opens a menu of actions (react-aria's `MenuTrigger`, `Popover` and `Menu`): by
 * default the "More actions" icon button at the end of a row or a page header. Enter, Space or
 * ArrowDown opens it on the first item (ArrowUp on the last); Escape closes it and returns focus
 * to the trigger. Choosing an item calls `onAction` with its key and closes the menu.
 */
export function ActionMenu<T extends object>({
  label,
  'aria-label': ariaLabel,
  variant,
  size = 'medium',
  placement = 'bottom end',
  isDisabled,
  className,
  children,
  items,
  dependencies,
  onAction,
  disabledKeys,
  onClose,
  selectionMode,
  selectedKeys,
  ...triggerProps
}: ActionMenuProps<T>) {
  const t = useMessages(actionMenuMessages);
  return (
    <MenuTrigger {...triggerProps}>
      {label != null ? (
        <Button
          variant={variant ?? 'secondary'}
          size={size}
          isDisabled={isDisabled}
          aria-label={ariaLabel}
          className={className}
        >
          {label}
          <Icon name="chevronDown" size="small" />
        </Button>
      ) : (
        <IconButton
          icon="more"
          aria-label={ariaLabel ?? t('actionMenu.trigger.label')}
          variant={variant ?? 'subtle'}
          size={size}
          isDisabled={isDisabled}
          className={className}
        />
      )}
      <PopoverFrame placement={placement}>
        <Menu
          items={items}
          dependencies={dependencies}
          onAction={onAction}
          disabledKeys={disabledKeys}
          onClose={onClose}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
        >
          {children}
        </Menu>
      </PopoverFrame>
    </MenuTrigger>
  );
}
