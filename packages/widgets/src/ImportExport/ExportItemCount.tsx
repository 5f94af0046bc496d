import { importExportMessages } from '@metafields/core';
import { Text, useMessages } from '@metafields/design-system';
import type { ExportItemCount as Count, ExportPanelResource } from './ExportPanel.js';
import { importExportPanelMessages } from './messages.js';

// Variants are counted through their products (the estimate filters products), so the count
// names products.
const countKeys = {
  brands: 'exportPanel.count.brands',
  categories: 'exportPanel.count.categories',
  channels: 'exportPanel.count.channels',
  customers: 'exportPanel.count.customers',
  locations: 'exportPanel.count.locations',
  products: 'exportPanel.count.products',
  variants: 'exportPanel.count.products',
} as const;

interface ExportItemCountProps {
  /** What is exported, which names what is counted ('1,204 products'); variants count products. */
  resource: Exclude<ExportPanelResource, 'orders'>;
  /** The estimate; 'loading' while it is read, 'unknown' (nothing shown) when the read failed. */
  count: Count;
}

/**
 * The estimate of what an export holds. A polite status: the count changes as the filter does,
 * and a screen reader hears the new one.
 */
export function ExportItemCount({ resource, count }: ExportItemCountProps) {
  const t = useMessages(importExportPanelMessages);
  const tImportExport = useMessages(importExportMessages);
  let text = '';
  if (count === 'loading') text = t('exportPanel.count.loading');
  else if (typeof count === 'number') {
    text =
      resource === 'values'
        ? tImportExport('exportPanel.itemCount', { count })
        : t(countKeys[resource], { count });
  }
  return (
    <Text role="status" tone="subdued">
      {text}
    </Text>
  );
}
