import { afterEach, describe, expect, it } from 'vitest';
import type { DialectName } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { addMonth } from './billingPeriods.js';
import { companyDetails } from './testing/testSetup.js';
import { createLocalPaymentProvider } from './localPaymentProvider.js';
import { findPrice, type Price } from './prices.js';

let opened: TestDatabase | undefined;
afterEach(async () => {
  await opened?.dispose();
  opened = undefined;
});

const premium = findPrice('price_premium_monthly') as Price;
const enterprise = findPrice('price_enterprise_monthly') as Price;
const details = { ...companyDetails, address_line2: null };

/** The provider over a fresh database, with a clock the test moves. */
async function provider(dialect: DialectName, startAt: string) {
  opened = await testDatabase(dialect);
  const clock = { now: new Date(startAt) };
  return { clock, payments: createLocalPaymentProvider(opened.database, () => clock.now) };
}

describe('addMonth', () => {
  it('keeps the day of the month, or takes the month’s last day', () => {
    const cases = [
      ['2024-01-15T10:00:00.000Z', '2024-02-15T10:00:00.000Z'],
      ['2024-01-31T10:00:00.000Z', '2024-02-29T10:00:00.000Z'],
      ['2025-01-31T10:00:00.000Z', '2025-02-28T10:00:00.000Z'],
      ['2024-12-31T23:59:00.000Z', '2025-01-31T23:59:00.000Z'],
    ];
    for (const [from, to] of cases) expect(addMonth(new Date(from!)).toISOString()).toBe(to);
  });
});

describe.each(dialects)('the local payment provider on %s', (dialect) => {
  it('prorates a change over the rest of the period and keeps a downgrade as credit', async () => {
    // April has 30 days: each day is a thirtieth of the period.
    const { clock, payments } = await provider(dialect, '2025-04-01T00:00:00.000Z');
    const customer = await payments.createCustomer(details, 'shop');
    expect(customer.id).toMatch(/^cus_local_/);
    const subscription = await payments.createSubscription(customer.id, premium);
    expect(subscription).toMatchObject({
      current_period_start: '2025-04-01T00:00:00.000Z',
      current_period_end: '2025-05-01T00:00:00.000Z',
    });

    clock.now = new Date('2025-04-16T00:00:00.000Z');
    await payments.changeSubscription(subscription.id, enterprise);
    clock.now = new Date('2025-04-25T00:00:00.000Z');
    await payments.changeSubscription(subscription.id, premium);
    clock.now = new Date('2025-04-28T00:00:00.000Z');
    await payments.changeSubscription(subscription.id, enterprise);

    const invoices = await payments.listInvoices(customer.id);
    expect(
      invoices.map((invoice) => [
        invoice.number,
        invoice.subtotal_cents,
        invoice.amount_cents,
        invoice.period_start,
        invoice.period_end,
      ]),
    ).toEqual([
      // 3/30 of 7000 is 700, all paid from the 1400 of credit.
      ['LOCAL-000004', 700, 0, '2025-04-28T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
      // 6/30 of -7000: 1400 of credit.
      ['LOCAL-000003', -1400, 0, '2025-04-25T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
      // Half the period at 7000 more a month.
      ['LOCAL-000002', 3500, 3500, '2025-04-16T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
      ['LOCAL-000001', 2900, 2900, '2025-04-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
    ]);
    expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);

    // The 700 of credit left and the unused tenth of Enterprise (990) pay the next invoice.
    const cancelled = await payments.cancelSubscription(subscription.id);
    expect(cancelled).toMatchObject({
      status: 'canceled',
      canceled_at: '2025-04-28T00:00:00.000Z',
    });
    await expect(payments.changeSubscription(subscription.id, premium)).rejects.toThrow();
    const next = await payments.createSubscription(customer.id, enterprise);
    const [latest] = await payments.listInvoices(customer.id);
    expect(latest).toMatchObject({
      subscription_id: next.id,
      subtotal_cents: 9900,
      amount_cents: 8210,
    });
  });

  it('keeps each customer’s invoices and credit apart', async () => {
    const { payments } = await provider(dialect, '2025-04-01T00:00:00.000Z');
    const first = await payments.createCustomer(details, 'shop');
    const second = await payments.createCustomer(details, 'other');
    await payments.createSubscription(first.id, premium);
    await payments.createSubscription(second.id, enterprise);
    expect((await payments.listInvoices(first.id)).map((invoice) => invoice.amount_cents)).toEqual([
      2900,
    ]);
    expect((await payments.listInvoices(second.id)).map((invoice) => invoice.number)).toEqual([
      'LOCAL-000002',
    ]);
    expect(await payments.updateCustomer('cus_local_unknown', details)).toBe(false);
    expect(await payments.updateCustomer(first.id, details)).toBe(true);
  });

  it('numbers invoices issued at the same time in sequence, and each change once', async () => {
    const { payments } = await provider(dialect, '2025-04-01T00:00:00.000Z');
    const customers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((store) => payments.createCustomer(details, store)),
    );
    // Four first invoices at once: on PostgreSQL each runs on a connection of its own.
    const subscriptions = await Promise.all(
      customers.map((customer) => payments.createSubscription(customer.id, premium)),
    );
    const numbers = async () =>
      (await Promise.all(customers.map((customer) => payments.listInvoices(customer.id))))
        .flat()
        .map((invoice) => invoice.number)
        .sort();
    expect(await numbers()).toEqual([
      'LOCAL-000001',
      'LOCAL-000002',
      'LOCAL-000003',
      'LOCAL-000004',
    ]);

    // Two changes of one subscription at once: each one that went through is invoiced once;
    // on PostgreSQL the second may instead find the subscription changed under it.
    const [first] = subscriptions;
    const changes = await Promise.allSettled(
      [enterprise, enterprise].map((price) => payments.changeSubscription(first!.id, price)),
    );
    const done = changes.filter((change) => change.status === 'fulfilled').length;
    expect(done).toBeGreaterThan(0);
    expect(await numbers()).toEqual(
      Array.from({ length: 4 + done }, (_, index) => `LOCAL-00000${index + 1}`),
    );
  });
});
