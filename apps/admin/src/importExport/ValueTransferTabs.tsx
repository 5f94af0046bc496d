import type { ReactNode } from 'react';
import { lazyComponent } from '../layout/lazyComponent.js';
import { TransferTabs } from './TransferTabs.js';
import type { ValueTabProps } from './valueTabProps.js';

const ValueImportTab = lazyComponent(() =>
  import('./ValueImportTab.js').then((module) => module.ValueImportTab),
);
const ValueExportTab = lazyComponent(() =>
  import('./ValueExportTab.js').then((module) => module.ValueExportTab),
);

export interface ValueTransferTabsProps extends ValueTabProps {
  /** The first tab's label and the tab list's name, named after the resource ('Recipes'). */
  listLabel: string;
  /** The first tab's content: the values list, or the resource's settings. */
  children: ReactNode;
}

/**
 * The tabs of a custom resource's values page and settings page (custom resources section 2):
 * the caller's tab named after the resource, then Import and Export of its values, each loaded
 * when first opened; the open tab in `?tab=`.
 */
export function ValueTransferTabs({ resource, listLabel, children }: ValueTransferTabsProps) {
  return (
    <TransferTabs
      listLabel={listLabel}
      // Another resource's history is another history: its poller starts afresh.
      importTab={<ValueImportTab key={resource.id} resource={resource} />}
      exportTab={<ValueExportTab key={resource.id} resource={resource} />}
    >
      {children}
    </TransferTabs>
  );
}
