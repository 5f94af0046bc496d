import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals } from '../testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  customer_group_id: number;
  date_created: string;
  date_modified: string;
  [field: string]: unknown;
}
interface CustomerList {
  data: Customer[];
  meta: Record<string, unknown>;
}

const call = (query: string, validRequest = true) =>
  checkContract(platform.app, {
    document: 'customers.v3.yml',
    method: 'GET',
    url: `/stores/demo/v3/customers${query}`,
    token: DEMO.accessToken,
    validRequest,
  });

/** A seeded customer with a company and a phone, to aim every filter at. */
function someCustomer(): Customer {
  const row = platform.db
    .prepare<[], Customer>(
      `SELECT * FROM customers WHERE store_hash = 'demo' AND company <> '' AND phone <> ''
       ORDER BY id LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('the seed has no customer with a company and a phone');
  return row;
}

describe('GET /v3/customers: contract', () => {
  it('answers the first page with both kinds of pagination', async () => {
    const { status, body } = await call('?page=1&limit=5');
    expect(status).toBe(200);
    const list = body as CustomerList;
    expect(list.data).toHaveLength(5);
    expect(list.meta).toMatchObject({
      pagination: { total: 60, count: 5, per_page: 5, current_page: 1, total_pages: 12 },
      cursor_pagination: { count: 5, per_page: 5, start_cursor: expect.any(String) },
    });
  });

  // `phone:in` and `registration_ip_address:in` are typed so that no real value validates (a
  // string parsed as a list; addresses as integers): the behaviour tests cover them.
  it('answers with every documented filter aimed at one customer', async () => {
    const customer = someCustomer();
    const enc = encodeURIComponent;
    const { body } = await call(
      `?id:in=${customer.id},99999&company:in=${enc(customer.company)}` +
        `&customer_group_id:in=${customer.customer_group_id}` +
        `&date_created=${enc(customer.date_created)}` +
        `&date_created:min=${enc(customer.date_created)}` +
        `&date_created:max=${enc(customer.date_created)}` +
        `&date_modified=${enc(customer.date_modified)}` +
        `&date_modified:min=${enc(customer.date_modified)}` +
        `&date_modified:max=${enc(customer.date_modified)}` +
        `&email:in=${enc(customer.email)}` +
        `&name:in=${enc(`${customer.first_name} ${customer.last_name}`)}` +
        `&name:like=${enc(customer.last_name)}` +
        '&sort=last_name:asc',
    );
    expect((body as CustomerList).data.map((c) => c.id)).toEqual([customer.id]);
  });

  it('answers every documented include', async () => {
    const { body } = await call(
      '?limit=10&include=addresses,storecredit,attributes,formfields,shopper_profile_id,segment_ids',
    );
    const [first] = (body as CustomerList).data;
    expect(first).toMatchObject({
      addresses: expect.any(Array),
      store_credit_amounts: [{ amount: expect.any(Number) }],
      attributes: [],
      form_fields: [],
      segment_ids: [],
      shopper_profile_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('answers later pages and cursor pages with their kind of pagination', async () => {
    const later = (await call('?page=2&limit=5')).body as CustomerList;
    expect(Object.keys(later.meta)).toEqual(['pagination']);
    const first = (await call('?limit=5')).body as CustomerList;
    const end = (first.meta['cursor_pagination'] as { end_cursor: string }).end_cursor;
    const next = (await call(`?limit=5&after=${encodeURIComponent(end)}`)).body as CustomerList;
    expect(Object.keys(next.meta)).toEqual(['cursor_pagination']);
    expect(next.data.map((c) => c.id)).toEqual(later.data.map((c) => c.id));
    const start = (next.meta['cursor_pagination'] as { start_cursor: string }).start_cursor;
    const back = (await call(`?limit=5&before=${encodeURIComponent(start)}`)).body as CustomerList;
    expect(back.data.map((c) => c.id)).toEqual(first.data.map((c) => c.id));
  });

  it('answers 422 naming each bad parameter', async () => {
    const { status, body } = await call(
      '?limit=ten&id:in=a,b&sort=first_name:asc&include=orders&date_created:min=yesterday' +
        '&after=not-a-cursor',
      false,
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: 422,
      errors: {
        limit: expect.any(String),
        'id:in': expect.any(String),
        sort: expect.any(String),
        include: expect.any(String),
        'date_created:min': expect.any(String),
        after: expect.any(String),
      },
    });
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    await expectGatewayRefusals(platform.app, '/stores/demo/v3/customers');
  });
});
