export { SideNav, SideNavItem, SideNavList, SideNavSection } from './SideNav.js';
export type { SideNavItemProps, SideNavProps, SideNavSectionProps } from './SideNav.js';
