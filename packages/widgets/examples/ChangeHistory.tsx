import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ChangeHistory } from '@metafields/widgets';
import { loadChangeHistory } from './yourBackend.js';

export function ProductHistory({ productId }: { productId: number }) {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ChangeHistory
        loadPage={({ page, limit }) =>
          loadChangeHistory({ record_type: 'product', record_id: productId, page, limit })
        }
        timeZone="America/New_York"
      />
    </DesignSystemProvider>
  );
}
