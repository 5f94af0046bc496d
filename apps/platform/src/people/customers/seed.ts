import { platformDate } from '../../dates.js';
import type { Random } from '../../prng.js';
import type { SeedContext } from '../../seedContext.js';
import { channelCreatedAt } from '../channels/seed.js';
import type { GroupIds } from '../customerGroups/seed.js';
import { COMPANIES, MAIL_DOMAINS } from './names.js';
import {
  emailPart,
  randomAddress,
  randomIp,
  randomPerson,
  randomPhone,
  type Person,
  type PostalAddress,
} from './person.js';

const DAY = 86_400_000;
/** Customers and orders span the two years before `now`. */
export const HISTORY_DAYS = 730;

/** What the order seeder needs to know of a customer. */
export interface SeededCustomer {
  id: number;
  createdAt: number;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  address: PostalAddress;
}

// prettier-ignore
const NOTES: readonly string[] = [
  'Prefers afternoon deliveries.', 'Leave parcels with the front desk.',
  'Reseller: asks for invoices by email.', 'Called about a damaged item; replaced.',
  'Interested in the spring collection preview.', 'Net 30 terms approved.',
];

/** Signing-up times over the history, more of them recently, as a growing shop sees. */
function signupTimes(random: Random, count: number, now: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const age = (1 - Math.sqrt(random.next())) * HISTORY_DAYS * DAY;
    // Whole seconds, as the platform stores them.
    times.push(Math.floor((now - age) / 1000) * 1000);
  }
  return times.sort((a, b) => a - b);
}

function uniqueEmail(local: string, domain: string, taken: Set<string>): string {
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

function emailOf(random: Random, person: Person, companyDomain: string | undefined) {
  const first = emailPart(person.firstName);
  const last = emailPart(person.lastName);
  if (companyDomain) return { local: `${first}.${last}`, domain: companyDomain };
  const local = random.pick([
    `${first}.${last}`,
    `${first.charAt(0)}${last}`,
    `${first}${last}${random.int(1, 99)}`,
    `${first}_${last}`,
  ]);
  return { local, domain: random.pick(MAIL_DOMAINS) };
}

/** Most buyers belong to a few companies; the first ones on the list are the biggest. */
function companyOf(random: Random): readonly [string, string] | undefined {
  if (!random.chance(0.22)) return undefined;
  const index = Math.floor(random.next() ** 1.6 * COMPANIES.length);
  return COMPANIES[index];
}

function groupOf(random: Random, groups: GroupIds, hasCompany: boolean): number {
  if (hasCompany) return random.chance(0.7) ? groups.wholesale : groups.retail;
  if (random.chance(0.08)) return 0;
  return random.chance(0.13) ? groups.vip : groups.retail;
}

/**
 * `counts.customers` customers, ids in the order they signed up, with one or two addresses.
 * Returns them for the orders, which are placed by customers who existed at the time.
 */
export function seedCustomers(context: SeedContext, groups: GroupIds): SeededCustomer[] {
  const { db, storeHash, now, counts } = context;
  const random = context.random('customers');
  const insertCustomer = db.prepare(`
    INSERT INTO customers (store_hash, email, first_name, last_name, company, phone,
      registration_ip_address, notes, tax_exempt_category, customer_group_id,
      force_password_reset, accepts_product_review_abandoned_cart_emails, origin_channel_id,
      channel_ids, store_credit, date_created, date_modified)
    VALUES (@store_hash, @email, @first_name, @last_name, @company, @phone,
      @registration_ip_address, @notes, @tax_exempt_category, @customer_group_id,
      @force_password_reset, @accepts_emails, @origin_channel_id, @channel_ids, @store_credit,
      @date_created, @date_modified)
  `);
  const insertAddress = db.prepare(`
    INSERT INTO customer_addresses (customer_id, first_name, last_name, company, address1,
      address2, city, state_or_province, postal_code, country_code, country, phone, address_type)
    VALUES (@customer_id, @first_name, @last_name, @company, @address1, @address2, @city,
      @state, @postalCode, @countryCode, @country, @phone, @address_type)
  `);

  const tillOpened = channelCreatedAt(now, 3);
  const taken = new Set<string>();
  const seeded: SeededCustomer[] = [];
  for (const createdAt of signupTimes(random, counts.customers, now.getTime())) {
    const person = randomPerson(random);
    const company = companyOf(random);
    const { local, domain } = emailOf(random, person, company?.[1]);
    const email = uniqueEmail(local, domain, taken);
    const phone = random.chance(0.85) ? randomPhone(random, person.place) : '';
    const atPos = random.chance(0.08) && createdAt >= tillOpened;
    const modifiedAt = random.chance(0.5) ? createdAt : random.int(createdAt, now.getTime());
    const { lastInsertRowid } = insertCustomer.run({
      store_hash: storeHash,
      email,
      first_name: person.firstName,
      last_name: person.lastName,
      company: company?.[0] ?? '',
      phone,
      // Accounts opened at the till have no storefront registration address.
      registration_ip_address: atPos ? '' : randomIp(random),
      notes: random.chance(0.05) ? random.pick(NOTES) : '',
      tax_exempt_category: company?.[0] === 'Greenleaf Co-op' ? 'E' : '',
      customer_group_id: groupOf(random, groups, company !== undefined),
      force_password_reset: random.chance(0.02) ? 1 : 0,
      accepts_emails: random.chance(0.45) ? 1 : 0,
      origin_channel_id: atPos ? 3 : 1,
      channel_ids: JSON.stringify(atPos ? [1, 3] : [1]),
      store_credit: random.chance(0.08) ? random.int(5, 100) : 0,
      date_created: platformDate(new Date(createdAt)),
      date_modified: platformDate(new Date(Math.floor(modifiedAt / 1000) * 1000)),
    });
    const id = Number(lastInsertRowid);
    const address = randomAddress(random, person.place);
    const addresses: Array<[PostalAddress, 'residential' | 'commercial']> = [];
    if (random.chance(0.92)) addresses.push([address, company ? 'commercial' : 'residential']);
    if (addresses.length > 0 && random.chance(0.15)) {
      addresses.push([randomAddress(random, person.place), 'residential']);
    }
    for (const [postal, type] of addresses) {
      insertAddress.run({
        customer_id: id,
        first_name: person.firstName,
        last_name: person.lastName,
        company: company?.[0] ?? '',
        phone,
        address_type: type,
        ...postal,
      });
    }
    seeded.push({
      id,
      createdAt,
      firstName: person.firstName,
      lastName: person.lastName,
      company: company?.[0] ?? '',
      email,
      phone,
      address,
    });
  }
  return seeded;
}
