import { platformDate } from '../../dates.js';
import type { Random } from '../../prng.js';
import type { SeedContext } from '../../seedContext.js';
import { MAIL_DOMAINS } from '../customers/names.js';
import {
  emailPart,
  randomAddress,
  randomIp,
  randomPerson,
  randomPhone,
  type PostalAddress,
} from '../customers/person.js';
import { channelCreatedAt } from '../channels/seed.js';
import { HISTORY_DAYS, type SeededCustomer } from '../customers/seed.js';
import { paymentStatusOf, SHIPPED_STATUSES, statusFor, weighted } from './seedPlan.js';
import { randomTotals } from './totals.js';

const DAY = 86_400_000;
/** The platform numbers a store's first order 100. */
const FIRST_ORDER_ID = 100;

interface Buyer {
  customerId: number;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  address: PostalAddress;
}

// prettier-ignore
const MESSAGES: readonly string[] = [
  'Please gift wrap, it is a birthday present.', 'Leave at the back door, thank you!',
  'Could you include a gift receipt?', 'Need this before the 20th if possible.',
];
// prettier-ignore
const STAFF_NOTES: readonly string[] = [
  'Customer called to confirm the delivery address.', 'Replacement sent for a chipped item.',
  'Upgraded to express shipping at no charge.',
];

const hex = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

function guest(random: Random, marketplace: boolean): Buyer {
  const person = randomPerson(random);
  const local = `${emailPart(person.firstName)}.${emailPart(person.lastName)}${random.int(1, 999)}`;
  return {
    customerId: 0,
    firstName: person.firstName,
    lastName: person.lastName,
    company: '',
    // Marketplaces hand over a relay address rather than the shopper's own.
    email: marketplace
      ? `${hex(random, 16)}@marketplace.amazon.com`
      : `${local}@${random.pick(MAIL_DOMAINS)}`,
    phone: random.chance(0.7) ? randomPhone(random, person.place) : '',
    address: randomAddress(random, person.place),
  };
}

function customerBuyer(customer: SeededCustomer): Buyer {
  return {
    customerId: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
  };
}

/** Order times over the history, more of them recently, as a growing shop sees. */
function orderTimes(random: Random, count: number, now: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const age = (1 - Math.sqrt(random.next())) * HISTORY_DAYS * DAY;
    times.push(Math.floor((now - age) / 1000) * 1000);
  }
  return times.sort((a, b) => a - b);
}

const money = (cents: number) => cents / 100;

/**
 * `counts.orders` orders over the two years before `now`, ids in the order they were placed.
 * Most come through the storefront; a registered buyer had signed up before ordering, so older
 * customers have had longer to come back; some are guests (customer id 0).
 */
export function seedOrders(context: SeedContext, customers: readonly SeededCustomer[]): void {
  const { db, storeHash, now, counts } = context;
  const random = context.random('orders');
  const nowMs = now.getTime();
  const currency =
    db
      .prepare<[string], { currency: string }>('SELECT currency FROM stores WHERE store_hash = ?')
      .get(storeHash)?.currency ?? 'USD';
  const next = db
    .prepare<[], { next: number }>('SELECT COALESCE(MAX(id) + 1, 0) AS next FROM orders')
    .get();
  let id = Math.max(next?.next ?? 0, FIRST_ORDER_ID);
  const insert = db.prepare(`
    INSERT INTO orders (id, store_hash, customer_id, channel_id, status_id, date_created,
      date_modified, date_shipped, subtotal_ex_tax, subtotal_tax, shipping_cost_ex_tax,
      discount_amount, coupon_discount, total_ex_tax, total_tax, total_inc_tax, refunded_amount,
      items_total, items_shipped, payment_method, payment_status, currency_code, order_source,
      external_source, external_id, external_order_id, cart_id, ip_address, geoip_country,
      geoip_country_iso2, customer_message, staff_notes, is_email_opt_in, is_deleted,
      billing_first_name, billing_last_name, billing_company, billing_street_1, billing_street_2,
      billing_city, billing_state, billing_zip, billing_country, billing_country_iso2,
      billing_phone, billing_email)
    VALUES (@id, @store_hash, @customer_id, @channel_id, @status_id, @date_created,
      @date_modified, @date_shipped, @subtotal_ex_tax, @subtotal_tax, @shipping_cost_ex_tax,
      @discount_amount, @coupon_discount, @total_ex_tax, @total_tax, @total_inc_tax,
      @refunded_amount, @items_total, @items_shipped, @payment_method, @payment_status,
      @currency_code, @order_source, @external_source, @external_id, @external_order_id,
      @cart_id, @ip_address, @geoip_country, @geoip_country_iso2, @customer_message,
      @staff_notes, @is_email_opt_in, @is_deleted, @billing_first_name, @billing_last_name,
      @billing_company, @billing_street_1, @billing_street_2, @billing_city, @billing_state,
      @billing_zip, @billing_country, @billing_country_iso2, @billing_phone, @billing_email)
  `);

  let signedUp = 0;
  for (const createdAt of orderTimes(random, counts.orders, nowMs)) {
    while (signedUp < customers.length && (customers[signedUp]?.createdAt ?? 0) <= createdAt) {
      signedUp += 1;
    }
    const drawn = weighted(random, [
      [1, 85],
      [2, 10],
      [3, 5],
    ] as const);
    // Nothing sells through a channel before the merchant connected it.
    const channelId = createdAt >= channelCreatedAt(now, drawn) ? drawn : 1;
    const wantsAccount =
      channelId === 1 ? random.chance(0.85) : channelId === 3 && random.chance(0.5);
    // While the shop is new and has few accounts, most buyers check out as guests.
    const customer =
      wantsAccount && random.chance(Math.min(1, signedUp / 25))
        ? customers[Math.floor(random.next() * signedUp)]
        : undefined;
    const buyer = customer ? customerBuyer(customer) : guest(random, channelId === 2);

    const ageDays = (nowMs - createdAt) / DAY;
    const statusId = statusFor(random, ageDays, channelId);
    const totals = randomTotals(random, {
      minItems: statusId === 3 ? 2 : 1,
      shipped: channelId !== 3,
      taxExempt: buyer.company === 'Greenleaf Co-op',
    });
    const shipped = SHIPPED_STATUSES.has(statusId) && channelId !== 3;
    const settled = ![0, 1, 7, 8, 9, 11, 12].includes(statusId);
    const modifiedAt = Math.min(
      nowMs,
      createdAt + (settled ? random.int(1, 10) * DAY : random.int(0, 6) * 3_600_000),
    );
    const shippedAt = shipped
      ? Math.min(modifiedAt, createdAt + random.int(1, 3) * DAY + random.int(0, 8) * 3_600_000)
      : undefined;
    const amazonId = `${random.int(111, 114)}-${digits(random, 7)}-${digits(random, 7)}`;
    const storefront = channelId === 1;
    insert.run({
      id,
      store_hash: storeHash,
      customer_id: buyer.customerId,
      channel_id: channelId,
      status_id: statusId,
      date_created: platformDate(new Date(createdAt)),
      date_modified: platformDate(new Date(modifiedAt)),
      date_shipped: shippedAt === undefined ? null : platformDate(new Date(shippedAt)),
      subtotal_ex_tax: money(totals.subtotalExTax),
      subtotal_tax: money(totals.totalTax),
      shipping_cost_ex_tax: money(totals.shippingExTax),
      discount_amount: money(totals.discount),
      coupon_discount: money(totals.discount),
      total_ex_tax: money(totals.totalExTax),
      total_tax: money(totals.totalTax),
      total_inc_tax: money(totals.totalIncTax),
      refunded_amount:
        statusId === 4
          ? money(totals.totalIncTax)
          : statusId === 14
            ? money(Math.round(totals.totalIncTax * 0.3))
            : 0,
      items_total: totals.itemsTotal,
      items_shipped: !shipped ? 0 : statusId === 3 ? totals.itemsTotal - 1 : totals.itemsTotal,
      payment_method:
        channelId === 2
          ? 'Amazon Pay'
          : channelId === 3
            ? weighted(random, [
                ['Credit Card', 7],
                ['cash', 3],
              ] as const)
            : weighted(random, [
                ['Credit Card', 7],
                ['PayPal', 2],
                ['Apple Pay', 1],
              ] as const),
      payment_status: paymentStatusOf(statusId),
      currency_code: currency,
      order_source: storefront
        ? weighted(random, [
            ['www', 80],
            ['iphone', 8],
            ['android', 7],
            ['mobile', 5],
          ] as const)
        : channelId === 2
          ? 'amazon'
          : 'external',
      external_source: channelId === 2 ? 'Amazon' : channelId === 3 ? 'POS (Square)' : null,
      external_id: channelId === 2 ? amazonId : null,
      external_order_id: channelId === 2 ? amazonId : '',
      cart_id: storefront
        ? `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`
        : '',
      ip_address: storefront ? randomIp(random) : '',
      geoip_country: storefront ? buyer.address.country : '',
      geoip_country_iso2: storefront ? buyer.address.countryCode : '',
      customer_message: storefront && random.chance(0.05) ? random.pick(MESSAGES) : '',
      staff_notes: random.chance(0.03) ? random.pick(STAFF_NOTES) : '',
      is_email_opt_in: random.chance(0.3) ? 1 : 0,
      // Merchants archive a few old orders (test orders, duplicates).
      is_deleted: ageDays > 60 && random.chance(0.015) ? 1 : 0,
      billing_first_name: buyer.firstName,
      billing_last_name: buyer.lastName,
      billing_company: buyer.company,
      billing_street_1: buyer.address.address1,
      billing_street_2: buyer.address.address2,
      billing_city: buyer.address.city,
      billing_state: buyer.address.state,
      billing_zip: buyer.address.postalCode,
      billing_country: buyer.address.country,
      billing_country_iso2: buyer.address.countryCode,
      billing_phone: buyer.phone,
      billing_email: buyer.email,
    });
    id += 1;
  }
}
