import { createHash } from 'node:crypto';
import type { CustomerInclude } from './listQuery.js';

export interface CustomerRow {
  id: number;
  store_hash: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  registration_ip_address: string;
  notes: string;
  tax_exempt_category: string;
  customer_group_id: number;
  force_password_reset: number;
  accepts_product_review_abandoned_cart_emails: number;
  origin_channel_id: number;
  channel_ids: string;
  store_credit: number;
  date_created: string;
  date_modified: string;
}

export interface CustomerAddressRow {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
  country: string;
  phone: string;
  address_type: string;
}

/** `address_Full`; its `form_fields` only with `include=formfields`, as for the customer. */
function serializeAddress(row: CustomerAddressRow, withFormFields: boolean) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state_or_province: row.state_or_province,
    postal_code: row.postal_code,
    country: row.country,
    country_code: row.country_code,
    phone: row.phone,
    address_type: row.address_type,
    ...(withFormFields ? { form_fields: [] as never[] } : {}),
  };
}

/** A stable id for the customer's shopper profile, in the UUID form the document shows. */
function shopperProfileId(row: CustomerRow): string {
  const hex = createHash('sha256').update(`${row.store_hash}:${row.id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `customer_Full` of customers.v3.yml. The store has no customer attributes, form fields or
 * segments, so those includes are empty lists, which is what the platform answers for them.
 */
export function serializeCustomer(
  row: CustomerRow,
  addresses: readonly CustomerAddressRow[],
  include: ReadonlySet<CustomerInclude>,
) {
  return {
    id: row.id,
    authentication: { force_password_reset: row.force_password_reset === 1 },
    company: row.company,
    customer_group_id: row.customer_group_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    notes: row.notes,
    phone: row.phone,
    registration_ip_address: row.registration_ip_address,
    tax_exempt_category: row.tax_exempt_category,
    date_created: row.date_created,
    date_modified: row.date_modified,
    address_count: addresses.length,
    attribute_count: 0,
    accepts_product_review_abandoned_cart_emails:
      row.accepts_product_review_abandoned_cart_emails === 1,
    origin_channel_id: row.origin_channel_id,
    channel_ids: JSON.parse(row.channel_ids) as number[],
    ...(include.has('addresses')
      ? { addresses: addresses.map((a) => serializeAddress(a, include.has('formfields'))) }
      : {}),
    ...(include.has('storecredit') ? { store_credit_amounts: [{ amount: row.store_credit }] } : {}),
    ...(include.has('attributes') ? { attributes: [] as never[] } : {}),
    ...(include.has('formfields') ? { form_fields: [] as never[] } : {}),
    ...(include.has('shopper_profile_id') ? { shopper_profile_id: shopperProfileId(row) } : {}),
    ...(include.has('segment_ids') ? { segment_ids: [] as never[] } : {}),
  };
}
