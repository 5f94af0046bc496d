import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ProductList } from './ProductList.js';

/** /stores/{hash}/products: a product's row opens its metafields. */
export default function ProductsPage() {
  const storeHash = useStoreHash();
  return (
    <ResourceListLayout entity="products">
      <ProductList
        exportResource="products"
        listId={`${storeHash}/products`}
        rowHref={(productId) => `/stores/${storeHash}/products/${productId}/metafields`}
      />
    </ResourceListLayout>
  );
}
