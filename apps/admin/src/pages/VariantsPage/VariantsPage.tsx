import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { metafieldMessages, resourceListMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { variantProductAtom, variantProductNameAtom } from '../../atoms/variants.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { VariantList } from '../../variants/VariantList.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';

const productIdOf = (value: string | undefined) =>
  value !== undefined && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;

export interface VariantsPageProps {
  /**
   * Which route shows the variants: `variants`, the variants-first flow
   * (/variants/{id}/variants), or `products`, a product's own (/products/{id}/variants).
   * @default 'variants'
   */
  flow?: 'variants' | 'products';
}

/**
 * One product's variants (metafields.md section 2), titled with the product's name; a row opens
 * the variant's metafields beneath the same route. In the variants-first flow the back link
 * 'Products' returns to the products list titled Variants; under a product it returns to the
 * product's metafields, on its Variants tab ('{name} metafields').
 */
export default function VariantsPage({ flow = 'variants' }: VariantsPageProps) {
  const tResource = useMessages(resourceNameMessages);
  const tList = useMessages(resourceListMessages);
  const tMetafield = useMessages(metafieldMessages);
  const storeHash = useStoreHash();
  const productId = productIdOf(useParams().productId);
  const setProduct = useSetAtom(variantProductAtom);
  useLayoutEffect(() => setProduct(productId), [productId, setProduct]);
  const name = useAtomValue(variantProductNameAtom);

  if (productId === null) return <NotFoundPage />;
  const title = name.data ?? tResource('resource.variants');
  const backLink =
    flow === 'products'
      ? {
          label: tMetafield('metafieldPage.backToParent', { parent: title }),
          href: `/stores/${storeHash}/products/${productId}/metafields?tab=variants`,
        }
      : { label: tList('variantList.backToProducts'), href: `/stores/${storeHash}/variants` };
  return (
    <ResourceListLayout entity="variants" title={title} backLink={backLink}>
      <VariantList
        productId={productId}
        aria-label={title}
        variantPath={(variantId) =>
          `/stores/${storeHash}/${flow}/${productId}/variants/${variantId}/metafields`
        }
      />
    </ResourceListLayout>
  );
}

/** /stores/{hash}/products/{id}/variants: a product's variants, back to its Variants tab. */
export function ProductVariantsPage() {
  return <VariantsPage flow="products" />;
}
