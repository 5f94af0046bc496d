import { Collection } from 'react-aria-components';
import type {
  TabListProps as RACTabListProps,
  TabPanelProps as RACTabPanelProps,
  TabProps as RACTabProps,
  TabsProps as RACTabsProps,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/iconPaths.js';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles.js';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style'> {
  className?: string;
  style?: CSSProperties;
}

/**
 * Tabs (react-aria's `Tabs`): a `TabList` of `Tab`s and a `TabPanel` per tab, matched by `id`.
 * Arrow keys move between tabs and, by default, select them (`keyboardActivation="manual"`
 * waits for Enter or Space). Controlled through `selectedKey`/`onSelectionChange`.
 *
 * For tabs that are pages of the app, give each `Tab` an `href` and set `selectedKey` from the
 * current route: pressing a tab navigates through the router given to `DesignSystemProvider`.
 */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} />;
}

export interface TabListProps<T extends object> extends Omit<
  RACTabListProps<T>,
  'className' | 'style'
> {
  className?: string;
}

/** The row of tabs. Name it (`aria-label`) when the page has more than one set of tabs. */
export function TabList<T extends object>({
  items,
  children,
  dependencies,
  ...props
}: TabListProps<T>) {
  return (
    <StyledTabList {...props}>
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledTabList>
  );
}

export interface TabProps extends Omit<RACTabProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconName;
  className?: string;
}

/** One tab. With `href`, it is a link that the app's router follows. */
export function Tab({ children, icon, ...props }: TabProps) {
  return (
    <StyledTab {...props}>
      {icon && <Icon name={icon} size="small" />}
      {children}
    </StyledTab>
  );
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {
  className?: string;
}

/**
 * The content of the tab with the same `id`. Only the selected panel is rendered, unless
 * `shouldForceMount` keeps the others in the page (hidden), such as to keep a form's state.
 */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
