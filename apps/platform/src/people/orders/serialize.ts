import { rfc2822 } from '../shared/v2Dates.js';
import { statusById } from './statuses.js';

export interface OrderRow {
  id: number;
  store_hash: string;
  customer_id: number;
  channel_id: number;
  status_id: number;
  date_created: string;
  date_modified: string;
  date_shipped: string | null;
  subtotal_ex_tax: number;
  subtotal_tax: number;
  shipping_cost_ex_tax: number;
  shipping_cost_tax: number;
  discount_amount: number;
  coupon_discount: number;
  total_ex_tax: number;
  total_tax: number;
  total_inc_tax: number;
  refunded_amount: number;
  store_credit_amount: number;
  gift_certificate_amount: number;
  items_total: number;
  items_shipped: number;
  order_is_digital: number;
  payment_method: string;
  payment_status: string;
  currency_code: string;
  order_source: string;
  external_source: string | null;
  external_id: string | null;
  external_order_id: string;
  cart_id: string;
  ip_address: string;
  geoip_country: string;
  geoip_country_iso2: string;
  customer_message: string;
  staff_notes: string;
  customer_locale: string;
  is_email_opt_in: number;
  is_deleted: number;
  billing_first_name: string;
  billing_last_name: string;
  billing_company: string;
  billing_street_1: string;
  billing_street_2: string;
  billing_city: string;
  billing_state: string;
  billing_zip: string;
  billing_country: string;
  billing_country_iso2: string;
  billing_phone: string;
  billing_email: string;
}

/** v2 money: a decimal string with four places (`'336.3200'`). */
const amount = (value: number): string => value.toFixed(4);

const ZERO = amount(0);

/** `{ url, resource }` of an order's sub-resource. */
function resource(base: string, orderId: number, name: string) {
  return { url: `${base}/orders/${orderId}/${name}`, resource: `/orders/${orderId}/${name}` };
}

export interface OrderShape {
  /** `https://…/stores/{hash}/v2`, the base of the sub-resource URLs. */
  apiBase: string;
  /** `include=fees`: the order's fees (there are none) in place of nothing. */
  fees: boolean;
}

/** `order_Resp` of orders.v2.oas2.yml, in the order of the document's example. */
export function serializeOrder(row: OrderRow, shape: OrderShape) {
  const status = statusById(row.status_id)?.name ?? '';
  const subtotalIncTax = row.subtotal_ex_tax + row.subtotal_tax;
  const shippingIncTax = row.shipping_cost_ex_tax + row.shipping_cost_tax;
  return {
    id: row.id,
    customer_id: row.customer_id,
    date_created: rfc2822(row.date_created),
    date_modified: rfc2822(row.date_modified),
    date_shipped: row.date_shipped === null ? '' : rfc2822(row.date_shipped),
    status_id: row.status_id,
    status,
    subtotal_ex_tax: amount(row.subtotal_ex_tax),
    subtotal_inc_tax: amount(subtotalIncTax),
    subtotal_tax: amount(row.subtotal_tax),
    base_shipping_cost: amount(row.shipping_cost_ex_tax),
    shipping_cost_ex_tax: amount(row.shipping_cost_ex_tax),
    shipping_cost_inc_tax: amount(shippingIncTax),
    shipping_cost_tax: amount(row.shipping_cost_tax),
    shipping_cost_tax_class_id: 2,
    base_handling_cost: ZERO,
    handling_cost_ex_tax: ZERO,
    handling_cost_inc_tax: ZERO,
    handling_cost_tax: ZERO,
    handling_cost_tax_class_id: 2,
    base_wrapping_cost: ZERO,
    wrapping_cost_ex_tax: ZERO,
    wrapping_cost_inc_tax: ZERO,
    wrapping_cost_tax: ZERO,
    wrapping_cost_tax_class_id: 3,
    total_ex_tax: amount(row.total_ex_tax),
    total_inc_tax: amount(row.total_inc_tax),
    total_tax: amount(row.total_tax),
    is_tax_inclusive_pricing: false,
    items_total: row.items_total,
    items_shipped: row.items_shipped,
    payment_method: row.payment_method,
    payment_provider_id: '',
    payment_status: row.payment_status,
    refunded_amount: amount(row.refunded_amount),
    order_is_digital: row.order_is_digital === 1,
    store_credit_amount: amount(row.store_credit_amount),
    gift_certificate_amount: amount(row.gift_certificate_amount),
    ip_address: row.ip_address,
    ip_address_v6: '',
    geoip_country: row.geoip_country,
    geoip_country_iso2: row.geoip_country_iso2,
    currency_id: 1,
    currency_code: row.currency_code,
    currency_exchange_rate: '1.0000000000',
    default_currency_id: 1,
    default_currency_code: row.currency_code,
    staff_notes: row.staff_notes,
    customer_message: row.customer_message,
    discount_amount: amount(row.discount_amount),
    coupon_discount: amount(row.coupon_discount),
    shipping_address_count: row.order_is_digital === 1 ? 0 : 1,
    is_deleted: row.is_deleted === 1,
    ebay_order_id: '0',
    cart_id: row.cart_id,
    billing_address: {
      first_name: row.billing_first_name,
      last_name: row.billing_last_name,
      company: row.billing_company,
      street_1: row.billing_street_1,
      street_2: row.billing_street_2,
      city: row.billing_city,
      state: row.billing_state,
      zip: row.billing_zip,
      country: row.billing_country,
      country_iso2: row.billing_country_iso2,
      phone: row.billing_phone,
      email: row.billing_email,
      form_fields: [] as never[],
    },
    is_email_opt_in: row.is_email_opt_in === 1,
    credit_card_type: null,
    order_source: row.order_source,
    channel_id: row.channel_id,
    external_source: row.external_source,
    products: resource(shape.apiBase, row.id, 'products'),
    shipping_addresses: resource(shape.apiBase, row.id, 'shipping_addresses'),
    coupons: resource(shape.apiBase, row.id, 'coupons'),
    external_id: row.external_id,
    external_merchant_id: null,
    tax_provider_id: row.total_tax > 0 ? 'BasicTaxProvider' : '',
    store_default_currency_code: row.currency_code,
    store_default_to_transactional_exchange_rate: '1.0000000000',
    custom_status: status,
    customer_locale: row.customer_locale,
    external_order_id: row.external_order_id,
    ...(shape.fees ? { fees: [] as never[] } : {}),
  };
}
