import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing/platform.js';
import { get, idsOf } from '../testing/requests.js';
import type { CustomerRow } from './serialize.js';

let platform: TestPlatform;
let customers: CustomerRow[];
beforeAll(() => {
  platform = createTestPlatform();
  customers = platform.db
    .prepare<[], CustomerRow>("SELECT * FROM customers WHERE store_hash = 'demo' ORDER BY id")
    .all();
});
afterAll(() => platform.close());

/** Every id the list answers for `query`, over all pages. */
async function ids(query: string): Promise<number[]> {
  const { status, body } = await get(platform.app, `/stores/demo/v3/customers?limit=250&${query}`);
  expect(status).toBe(200);
  return idsOf((body as { data: Array<{ id: number }> }).data);
}

/** The ids of the customers `keep` selects: some, not all, so that a filter ignored would show. */
function where(keep: (c: CustomerRow) => boolean): number[] {
  const kept = customers.filter(keep).map((c) => c.id);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(customers.length);
  return kept;
}
const enc = encodeURIComponent;

describe('GET /v3/customers: filters', () => {
  it('seeds varied customers, many sharing a handful of companies', () => {
    expect(customers).toHaveLength(60);
    const companies = new Set(customers.map((c) => c.company).filter((c) => c !== ''));
    const withCompany = customers.filter((c) => c.company !== '').length;
    expect(companies.size).toBeGreaterThan(1);
    expect(companies.size).toBeLessThan(withCompany);
    expect(new Set(customers.map((c) => c.last_name)).size).toBeGreaterThan(30);
    expect(new Set(customers.map((c) => c.email.toLowerCase())).size).toBe(60);
  });

  it('filters by ids', async () => {
    const [a, b] = customers;
    expect(await ids(`id:in=${b?.id},${a?.id},999999`)).toEqual([a?.id, b?.id]);
  });

  it('filters by companies, whatever their case', async () => {
    const company = customers.find((c) => c.company !== '')?.company ?? '';
    const expected = where((c) => c.company === company);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(`company:in=${enc(company.toUpperCase())}`)).toEqual(expected);
    expect(await ids(`company:in=${enc(company)},Nobody%20Inc`)).toEqual(expected);
  });

  it('filters by customer groups', async () => {
    expect(await ids('customer_group_id:in=2,3')).toEqual(
      where((c) => c.customer_group_id === 2 || c.customer_group_id === 3),
    );
    expect(await ids('customer_group_id:in=0')).toEqual(where((c) => c.customer_group_id === 0));
  });

  it('filters by creation and modification dates, bounds included', async () => {
    const pivot = customers[20] as CustomerRow;
    expect(await ids(`date_created:min=${enc(pivot.date_created)}`)).toEqual(
      where((c) => c.date_created >= pivot.date_created),
    );
    expect(await ids(`date_created:max=${enc(pivot.date_created)}`)).toEqual(
      where((c) => c.date_created <= pivot.date_created),
    );
    expect(await ids(`date_created=${pivot.date_created.slice(0, 10)}`)).toEqual(
      where((c) => c.date_created.startsWith(pivot.date_created.slice(0, 10))),
    );
    expect(await ids(`date_modified:min=${enc(pivot.date_modified)}`)).toEqual(
      where((c) => c.date_modified >= pivot.date_modified),
    );
    expect(await ids(`date_modified:max=${enc(pivot.date_modified)}`)).toEqual(
      where((c) => c.date_modified <= pivot.date_modified),
    );
    expect(await ids(`date_modified=${enc(pivot.date_modified)}`)).toEqual(
      where((c) => c.date_modified === pivot.date_modified),
    );
  });

  it('filters by emails, whatever their case', async () => {
    const [a, b] = customers;
    expect(
      await ids(`email:in=${enc(a?.email.toUpperCase() ?? '')},${enc(b?.email ?? '')}`),
    ).toEqual([a?.id, b?.id]);
  });

  it('filters by full names and by parts of names', async () => {
    const someone = customers[5] as CustomerRow;
    const fullName = `${someone.first_name} ${someone.last_name}`;
    expect(await ids(`name:in=${enc(fullName.toLowerCase())}`)).toEqual(
      where((c) => `${c.first_name} ${c.last_name}` === fullName),
    );
    const part = someone.last_name.slice(1, 4).toLowerCase();
    const other = (customers[9] as CustomerRow).first_name;
    expect(await ids(`name:like=${enc(part)},${enc(other)}`)).toEqual(
      where((c) => {
        const name = `${c.first_name} ${c.last_name}`.toLowerCase();
        return name.includes(part) || name.includes(other.toLowerCase());
      }),
    );
  });

  it('filters by phones and registration addresses', async () => {
    const withPhone = customers.find((c) => c.phone !== '') as CustomerRow;
    expect(await ids(`phone:in=${enc(withPhone.phone)}`)).toEqual(
      where((c) => c.phone === withPhone.phone),
    );
    const withIp = customers.find((c) => c.registration_ip_address !== '') as CustomerRow;
    expect(await ids(`registration_ip_address:in=${withIp.registration_ip_address}`)).toEqual(
      where((c) => c.registration_ip_address === withIp.registration_ip_address),
    );
  });

  it('combines filters with AND', async () => {
    expect(await ids('customer_group_id:in=1&name:like=a')).toEqual(
      where(
        (c) =>
          c.customer_group_id === 1 && `${c.first_name} ${c.last_name}`.toLowerCase().includes('a'),
      ),
    );
  });

  it('writes the address count and includes addresses only when asked', async () => {
    const { body } = await get(platform.app, '/stores/demo/v3/customers?limit=60');
    const { body: withAddresses } = await get(
      platform.app,
      '/stores/demo/v3/customers?limit=60&include=addresses',
    );
    const plain = (body as { data: Array<Record<string, unknown>> }).data;
    const full = (withAddresses as { data: Array<Record<string, unknown>> }).data;
    expect(plain.every((c) => !('addresses' in c))).toBe(true);
    full.forEach((customer) => {
      const addresses = customer['addresses'] as Array<{ customer_id: number }>;
      expect(addresses).toHaveLength(customer['address_count'] as number);
      expect(addresses.every((a) => a.customer_id === customer['id'])).toBe(true);
    });
    expect(full.some((c) => (c['address_count'] as number) > 1)).toBe(true);
  });
});
