import { metafieldMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ProductList } from './ProductList.js';

/**
 * /stores/{hash}/variants, the variants-first flow: the products list titled 'Variants', with its
 * own remembered view; a product's row opens its variants.
 */
export default function VariantsFirstPage() {
  const storeHash = useStoreHash();
  const tMetafield = useMessages(metafieldMessages);
  const title = tMetafield('metafieldPage.tab.variants');
  return (
    <ResourceListLayout entity="variants" title={title}>
      <ProductList
        exportResource="variants"
        listId={`${storeHash}/variants`}
        title={title}
        rowHref={(productId) => `/stores/${storeHash}/variants/${productId}/variants`}
      />
    </ResourceListLayout>
  );
}
