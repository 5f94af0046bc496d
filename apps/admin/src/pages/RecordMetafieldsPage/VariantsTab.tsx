import { useMessages } from '@metafields/design-system';
import { useRecordRoute } from '../../layout/RecordLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { VariantList } from '../../variants/VariantList.js';

/**
 * A product's Variants tab: its variants, each row leading to the variant's metafield page
 * (whose back link returns to this tab).
 */
export function VariantsTab() {
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const { owner } = useRecordRoute();
  return (
    <VariantList
      productId={owner.id}
      aria-label={tResource('resource.variants')}
      variantPath={(variantId) =>
        `/stores/${storeHash}/products/${owner.id}/variants/${variantId}/metafields`
      }
    />
  );
}
