export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.js';
export type {
  MenuItemProps,
  MenuItemVariant,
  MenuProps,
  MenuSectionProps,
  MenuSeparatorProps,
} from './Menu.js';
