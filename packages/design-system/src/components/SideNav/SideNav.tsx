import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { ItemLink, ItemList, NavHeader, NavRoot, SectionTitle } from './SideNav.styles.js';

export interface SideNavProps {
  /** The landmark's name, as a screen reader's list of landmarks shows it ("Store"). */
  'aria-label': string;
  /** What the navigation belongs to, above its entries: the store's name. */
  header?: ReactNode;
  /** `SideNavSection`s, or `SideNavItem`s inside a `SideNavList`. */
  children: ReactNode;
  /** Content after the entries, such as a language menu. */
  footer?: ReactNode;
  className?: string;
}

/**
 * An app's navigation (a `nav` landmark) in the store control panel's style: a column of links
 * grouped in sections, the current page marked for sight (a tinted row with a bar on its start
 * edge) and for screen readers (`aria-current="page"`). Internal links go through the router
 * that `DesignSystemProvider` was given.
 */
export function SideNav({ header, children, footer, className, ...props }: SideNavProps) {
  return (
    <NavRoot aria-label={props['aria-label']} className={className}>
      {header != null && <NavHeader>{header}</NavHeader>}
      {children}
      {footer != null && <NavHeader>{footer}</NavHeader>}
    </NavRoot>
  );
}

export interface SideNavSectionProps {
  /** The section's heading ("Resources"); also the list's accessible name. */
  title: string;
  /** Its `SideNavItem`s. */
  children: ReactNode;
}

/** A titled group of entries. */
export function SideNavSection({ title, children }: SideNavSectionProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <ItemList>{children}</ItemList>
    </div>
  );
}

/** Entries without a section title. */
export function SideNavList({ children }: { children: ReactNode }) {
  return <ItemList>{children}</ItemList>;
}

export interface SideNavItemProps {
  /** Where it leads. */
  href: string;
  /** The page shown now is this entry's (or one beneath it). @default false */
  isCurrent?: boolean;
  /** A decorative icon before the label. */
  icon?: IconName;
  /** The label. */
  children: ReactNode;
}

/** One entry: a link, marked `aria-current="page"` when it is the current page. */
export function SideNavItem({ href, isCurrent = false, icon, children }: SideNavItemProps) {
  return (
    <li>
      <ItemLink href={href} aria-current={isCurrent ? 'page' : undefined}>
        {icon && <Icon name={icon} size="small" />}
        {children}
      </ItemLink>
    </li>
  );
}
