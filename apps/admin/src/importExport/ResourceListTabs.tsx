import { useAtom } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import type { ResourceTypePlural } from '@metafields/core';
import { jobResourceAtom } from '../atoms/jobResource.js';
import { lazyComponent } from '../layout/lazyComponent.js';
import { TransferTabs } from './TransferTabs.js';

const ImportTab = lazyComponent(() => import('./ImportTab.js').then((module) => module.ImportTab));
const ExportTab = lazyComponent(() => import('./ExportTab.js').then((module) => module.ExportTab));

interface ResourceListTabsProps {
  /** The record type whose metafields the Import and Export tabs move. */
  entity: ResourceTypePlural;
  /** The list tab's label: the list's heading. */
  listLabel: string;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The tabs around a resource list (spec section 2, 'Import/Export tabs'): the list, Import and
 * Export of the type's metafields, the open tab in `?tab=`.
 */
export function ResourceListTabs({ entity, listLabel, children }: ResourceListTabsProps) {
  const [resource, setResource] = useAtom(jobResourceAtom);
  useLayoutEffect(() => setResource(entity), [entity, setResource]);
  // Until the atom has caught up, a tab would ask about the previous list's resource.
  const ready = resource === entity;

  return (
    <TransferTabs
      listLabel={listLabel}
      importTab={ready && <ImportTab resource={entity} />}
      exportTab={ready && <ExportTab resource={entity} />}
    >
      {children}
    </TransferTabs>
  );
}
