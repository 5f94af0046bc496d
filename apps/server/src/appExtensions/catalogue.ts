/**
 * The App Extensions the app offers, in one place: a "Metafields" panel on each record page of
 * the control panel that has one (products, orders, customers). Each opens the admin app's
 * `/stores/{hash}/app-extension/{model}/{id}` screen (spec custom-resources-and-account.md,
 * section 1): the platform fills in `${id}` and the load callback prefixes the store
 * (`platformApp/deepLink.ts`).
 */
export interface OfferedExtension {
  /** The app's own id of the extension, as `PUT /stores/{hash}/app-extensions/{id}` names it. */
  id: string;
  title: string;
  description: string;
  context: 'PANEL' | 'LINK';
  model: 'PRODUCTS' | 'ORDERS' | 'CUSTOMERS';
  url: string;
  label: string;
}

const metafieldsPanel = (
  id: string,
  model: OfferedExtension['model'],
  path: string,
  records: string,
): OfferedExtension => ({
  id,
  title: `Metafields on ${records}`,
  description: `Adds a Metafields panel to each of your ${records} in the control panel, to view and edit its metafields there.`,
  context: 'PANEL',
  model,
  url: `/app-extension/${path}/\${id}`,
  label: 'Metafields',
});

export const OFFERED_EXTENSIONS: readonly OfferedExtension[] = [
  metafieldsPanel('product-metafields', 'PRODUCTS', 'products', 'products'),
  metafieldsPanel('order-metafields', 'ORDERS', 'orders', 'orders'),
  metafieldsPanel('customer-metafields', 'CUSTOMERS', 'customers', 'customers'),
];

export const offeredExtension = (id: string): OfferedExtension | undefined =>
  OFFERED_EXTENSIONS.find((extension) => extension.id === id);
