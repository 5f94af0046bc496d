import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { resourceListMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { variantProductAtom, variantProductNameAtom } from '../../atoms/variants.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { VariantList } from '../../variants/VariantList.js';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.js';

const productIdOf = (value: string | undefined) =>
  value !== undefined && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;

/**
 * The variants-first flow's second step: one product's variants, titled with the product's
 * name, the back link 'Products' returning to the products list titled Variants.
 */
export default function VariantsPage() {
  const tResource = useMessages(resourceNameMessages);
  const tList = useMessages(resourceListMessages);
  const storeHash = useStoreHash();
  const productId = productIdOf(useParams().productId);
  const setProduct = useSetAtom(variantProductAtom);
  useLayoutEffect(() => setProduct(productId), [productId, setProduct]);
  const name = useAtomValue(variantProductNameAtom);

  if (productId === null) return <NotFoundPage />;
  const title = name.data ?? tResource('resource.variants');
  return (
    <ResourceListLayout
      entity="variants"
      title={title}
      backLink={{
        label: tList('variantList.backToProducts'),
        href: `/stores/${storeHash}/variants`,
      }}
    >
      <VariantList
        productId={productId}
        aria-label={title}
        variantPath={(variantId) =>
          `/stores/${storeHash}/variants/${productId}/variants/${variantId}/metafields`
        }
      />
    </ResourceListLayout>
  );
}
