import type { Random } from '../prng.js';
import type { ResourceType } from './resources.js';

/** What the seeded metafields look like: the namespaces and keys apps really use. */

/** Who typically writes a namespace: our app, the store's own API account, or another app. */
export type OwnerHint = 'app' | 'store' | 'reviews' | 'feeds';

export interface Template {
  namespace: string;
  key: string;
  /** How often it appears, relative to the type's other templates. */
  weight: number;
  owner: OwnerHint;
  description: string;
  value(random: Random, resourceId: number): string;
}

const MATERIALS = [
  'organic cotton',
  'linen',
  'merino wool',
  'recycled polyester',
  'oak',
  'walnut',
  'stainless steel',
  'ceramic',
  'bamboo',
  'leather',
  'borosilicate glass',
  'cast iron',
];
const COLORS = ['#1f2937', '#f5f5f4', '#b45309', '#065f46', '#1d4ed8', '#9f1239', '#a16207'];
const COUNTRIES = ['US', 'PT', 'IT', 'VN', 'MX', 'DE', 'JP', 'IN', 'TR', 'CN'];
const WORDS = [
  'handmade',
  'durable',
  'soft',
  'breathable',
  'minimal',
  'classic',
  'lightweight',
  'sustainable',
  'everyday',
  'premium',
  'compact',
  'versatile',
  'timeless',
  'water-resistant',
];
const SEGMENTS = ['vip', 'wholesale', 'new', 'at_risk', 'loyal', 'b2b', 'employee'];
const STATUSES = ['pending', 'exported', 'acknowledged', 'failed', 'retrying'];
const CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL'];

const words = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.pick(WORDS)).join(' ');

const sentence = (random: Random) => {
  const text = words(random, random.int(6, 14));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

const decimal = (random: Random, min: number, max: number, places = 2) =>
  (min + random.next() * (max - min)).toFixed(places);

const html = (random: Random, paragraphs: number) =>
  Array.from({ length: paragraphs }, (_, i) =>
    i % 3 === 2
      ? `<ul>${Array.from({ length: random.int(2, 5) }, () => `<li>${words(random, 3)}</li>`).join('')}</ul>`
      : `<p>${sentence(random)} <strong>${random.pick(WORDS)}</strong> ${sentence(random)}</p>`,
  ).join('\n');

/** A few kilobytes of JSON, as an ERP or feed integration stores its last payload. */
const payload = (random: Random, resourceId: number, lines: number) =>
  JSON.stringify({
    id: resourceId,
    synced_at: `2026-0${random.int(1, 2)}-${String(random.int(1, 28)).padStart(2, '0')}T0${random.int(0, 9)}:00:00Z`,
    lines: Array.from({ length: lines }, (_, i) => ({
      line: i + 1,
      code: `L-${random.int(1000, 9999)}`,
      quantity: random.int(1, 40),
      price: Number(decimal(random, 1, 400)),
      note: words(random, random.int(2, 6)),
    })),
  });

const t = (
  namespace: string,
  key: string,
  weight: number,
  owner: OwnerHint,
  description: string,
  value: Template['value'],
): Template => ({ namespace, key, weight, owner, description, value });

const productTemplates: Template[] = [
  t('specs', 'material', 10, 'app', 'Main material', (r) => r.pick(MATERIALS)),
  t('specs', 'color_hex', 6, 'app', 'Swatch colour', (r) => r.pick(COLORS)),
  t('specs', 'weight_grams', 6, 'app', 'Net weight in grams', (r) => String(r.int(40, 9000))),
  t('specs', 'dimensions', 5, 'app', 'Outer dimensions (cm)', (r) =>
    JSON.stringify({
      width: Number(decimal(r, 5, 120, 1)),
      height: Number(decimal(r, 5, 120, 1)),
      depth: Number(decimal(r, 1, 60, 1)),
    }),
  ),
  t('specs', 'country_of_origin', 4, 'app', 'ISO country code', (r) => r.pick(COUNTRIES)),
  t('specs', 'warranty_years', 3, 'app', '', (r) => String(r.int(1, 10))),
  t('seo', 'meta_title', 6, 'app', 'Overrides the page title', (r) => sentence(r).slice(0, 60)),
  t('seo', 'robots', 2, 'app', '', (r) =>
    r.pick(['index,follow', 'noindex,follow', 'index,nofollow']),
  ),
  t('seo', 'structured_data', 2, 'app', 'JSON-LD for the product page', (r, id) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: `SKU-${id}`,
      brand: { '@type': 'Brand', name: words(r, 1) },
      aggregateRating: { ratingValue: decimal(r, 3, 5, 1), reviewCount: r.int(1, 900) },
    }),
  ),
  t(
    'shipping',
    'hs_code',
    4,
    'store',
    'Harmonized System code',
    (r) => `${r.int(1000, 9999)}.${r.int(10, 99)}`,
  ),
  t('shipping', 'lead_time_days', 3, 'store', '', (r) => String(r.int(1, 30))),
  t('shipping', 'fragile', 2, 'app', '', (r) => (r.chance(0.2) ? 'true' : 'false')),
  t('care', 'instructions', 4, 'app', 'Care instructions (HTML)', (r) => html(r, r.int(1, 3))),
  t('care', 'wash_temperature_c', 2, 'app', '', (r) => String(r.pick([20, 30, 40, 60]))),
  t(
    'erp',
    'item_number',
    5,
    'store',
    'Item number in the ERP',
    (r, id) => `ITM-${String(id).padStart(6, '0')}-${r.int(0, 9)}`,
  ),
  t('erp', 'cost_center', 2, 'store', '', (r) => `CC-${r.int(100, 999)}`),
  t('erp', 'sync_payload', 1, 'store', 'Last payload from the ERP', (r, id) =>
    payload(r, id, r.chance(0.1) ? r.int(30, 60) : r.int(2, 8)),
  ),
  t('reviews', 'rating_average', 4, 'reviews', 'Average rating', (r) => decimal(r, 1, 5, 1)),
  t('reviews', 'review_count', 4, 'reviews', '', (r) => String(r.int(0, 2400))),
  t('reviews', 'highlights', 2, 'reviews', 'Excerpts shown on the page', (r) => html(r, 2)),
  t('feeds', 'google_product_category', 3, 'feeds', '', (r) => String(r.int(1, 6000))),
  t('feeds', 'custom_label_0', 2, 'feeds', '', (r) =>
    r.pick(['bestseller', 'clearance', 'new', 'seasonal']),
  ),
  t('marketing', 'badge', 3, 'app', 'Badge on the product card', (r) =>
    r.pick(['New', 'Sale', 'Limited', 'Eco']),
  ),
  t('marketing', 'promo_html', 1, 'app', '', (r) => html(r, r.int(1, 3))),
  t('content', 'long_description', 1, 'app', 'Long description (HTML)', (r) =>
    html(r, r.chance(0.1) ? r.int(20, 40) : r.int(3, 8)),
  ),
];

const variantTemplates: Template[] = [
  t(
    'specs',
    'barcode',
    6,
    'store',
    '',
    (r) => String(r.int(100000000, 999999999)) + String(r.int(1000, 9999)),
  ),
  t('specs', 'swatch', 4, 'app', 'Swatch colour', (r) => r.pick(COLORS)),
  t('shipping', 'package', 3, 'store', '', (r) =>
    JSON.stringify({ length: r.int(5, 80), width: r.int(5, 60), height: r.int(1, 40), unit: 'cm' }),
  ),
  t(
    'erp',
    'stock_location',
    4,
    'store',
    'Bin in the warehouse',
    (r) => `${String.fromCharCode(65 + r.int(0, 7))}-${r.int(1, 40)}-${r.int(1, 9)}`,
  ),
  t('feeds', 'gtin_override', 2, 'feeds', '', (r) => String(r.int(10000000, 99999999))),
  t('marketing', 'label', 2, 'app', '', (r) => r.pick(['Only a few left', 'Back soon', 'Popular'])),
];

const brandTemplates: Template[] = [
  t('seo', 'meta_description', 5, 'app', '', (r) => sentence(r)),
  t('content', 'story', 3, 'app', 'Brand story (HTML)', (r) => html(r, r.int(2, 6))),
  t('erp', 'supplier_id', 4, 'store', '', (r) => `SUP-${r.int(100, 999)}`),
  t('feeds', 'brand_override', 1, 'feeds', '', (r) => words(r, 2)),
];

const categoryTemplates: Template[] = [
  t('seo', 'meta_description', 5, 'app', '', (r) => sentence(r)),
  t('content', 'banner_html', 3, 'app', 'Banner above the listing', (r) => html(r, r.int(1, 3))),
  t('feeds', 'google_category', 3, 'feeds', '', (r) => String(r.int(1, 6000))),
  t('merchandising', 'sort_strategy', 2, 'app', '', (r) =>
    r.pick(['bestselling', 'newest', 'price_asc', 'manual']),
  ),
];

const channelTemplates: Template[] = [
  t('settings', 'checkout', 3, 'app', '', (r) =>
    JSON.stringify({ guest_checkout: r.chance(0.7), min_order: r.int(0, 50), currency: 'USD' }),
  ),
  t('feeds', 'export_settings', 2, 'feeds', '', (r) =>
    JSON.stringify({ schedule: r.pick(['hourly', 'daily']), include_out_of_stock: r.chance(0.3) }),
  ),
  t('seo', 'default_title_suffix', 2, 'app', '', (r) => ` | ${words(r, 2)}`),
];

const customerTemplates: Template[] = [
  t('crm', 'segment', 6, 'store', 'Segment in the CRM', (r) => r.pick(SEGMENTS)),
  t('loyalty', 'points', 5, 'app', '', (r) => String(r.int(0, 25000))),
  t('preferences', 'communication', 3, 'app', '', (r) =>
    JSON.stringify({
      email: r.chance(0.8),
      sms: r.chance(0.3),
      language: r.pick(['en', 'es', 'fr', 'de']),
    }),
  ),
  t('erp', 'customer_number', 4, 'store', '', (r, id) => `C${String(id).padStart(7, '0')}`),
  t('reviews', 'reviewer_level', 2, 'reviews', '', (r) => r.pick(['bronze', 'silver', 'gold'])),
];

const orderTemplates: Template[] = [
  t('erp', 'export_status', 6, 'store', 'Export to the ERP', (r) => r.pick(STATUSES)),
  t('fulfillment', 'tracking', 5, 'app', '', (r) =>
    JSON.stringify({
      carrier: r.pick(CARRIERS),
      number: `1Z${r.int(100000, 999999)}${r.int(100000, 999999)}`,
      shipped: r.chance(0.8),
    }),
  ),
  t('gift', 'message', 2, 'app', 'Gift message', (r) => sentence(r)),
  t('fraud', 'score', 3, 'feeds', '', (r) => decimal(r, 0, 100, 1)),
  t('notes', 'internal', 2, 'store', '', (r) => html(r, r.int(1, 2))),
];

const locationTemplates: Template[] = [
  t('ops', 'opening_hours', 3, 'app', '', () =>
    JSON.stringify({ mon_fri: '09:00-18:00', sat: '10:00-16:00', sun: 'closed' }),
  ),
  t('ops', 'manager', 2, 'store', '', (r) => `${words(r, 1)} team`),
  t('erp', 'warehouse_code', 3, 'store', '', (r) => `WH-${r.int(10, 99)}`),
];

export const templatesByType: Record<ResourceType, readonly Template[]> = {
  product: productTemplates,
  variant: variantTemplates,
  brand: brandTemplates,
  category: categoryTemplates,
  channel: channelTemplates,
  customer: customerTemplates,
  order: orderTemplates,
  location: locationTemplates,
};
