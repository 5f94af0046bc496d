import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { addMonth, prorationCents, unusedShare } from './billingPeriods.js';
import type { CompanyDetails } from './companyDetails.js';
import type { PaymentInvoice, PaymentProvider, PaymentSubscription } from './paymentProvider.js';
import { findPrice, type Price } from './prices.js';

/** A subscription as stored: cancellations take effect at once, so no cancel_at_period_end. */
type SubscriptionRow = Omit<PaymentSubscription, 'cancel_at_period_end'>;

interface InvoiceDraft {
  customerId: string;
  subscriptionId: string;
  price: Price;
  subtotalCents: number;
  periodStart: string;
  periodEnd: string;
}

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The payment provider of a machine with no payment account: customers, subscriptions and
 * invoices in the server's own database, every invoice paid at once, nothing over the network.
 * Renewals are not run (a real provider renews and reports it). A change of price keeps the
 * period and invoices the difference for its rest (Stripe's proration with `always_invoice`);
 * a downgrade's difference, and the unused rest of a cancelled period, are kept as the
 * customer's credit, spent by their next invoices.
 * `now` is the clock, for tests.
 */
export function createLocalPaymentProvider(
  database: Database,
  now: () => Date = () => new Date(),
): PaymentProvider {
  /** Adds to the balance in one statement, so credit given at the same time is not lost. */
  async function addCredit(queries: Queries, customerId: string, cents: number) {
    await sql`
      UPDATE local_payment_customers SET balance_cents = balance_cents + ${cents}
      WHERE id = ${customerId}`.execute(queries);
  }

  /**
   * Issues the invoice and collects it: the customer's credit first, the rest is charged.
   * Invoice numbers follow each other with no gap, so one invoice is issued at a time: SQLite's
   * one connection serialises the transactions already; on PostgreSQL the table's lock does,
   * and the balance and the last number are read only once it is held.
   */
  async function issueInvoice(queries: Queries, draft: InvoiceDraft) {
    if (database.dialect === 'postgres') {
      // EXCLUSIVE lets the invoices be read meanwhile, and no other transaction write them.
      await sql`LOCK TABLE local_payment_invoices IN EXCLUSIVE MODE`.execute(queries);
    }
    const customer = await sql<{ balance_cents: number }>`
      SELECT balance_cents FROM local_payment_customers WHERE id = ${draft.customerId}`.execute(
      queries,
    );
    const balance = customer.rows[0]?.balance_cents ?? 0;
    const charge = Math.max(0, draft.subtotalCents);
    const fromCredit = Math.min(balance, charge);
    await addCredit(queries, draft.customerId, Math.max(0, -draft.subtotalCents) - fromCredit);
    const last = await sql<{ seq: number }>`
      SELECT COALESCE(MAX(seq), 0) AS seq FROM local_payment_invoices`.execute(queries);
    const seq = (last.rows[0]?.seq ?? 0) + 1;
    await sql`
      INSERT INTO local_payment_invoices (seq, id, number, customer_id, subscription_id,
        price_id, subtotal_cents, amount_cents, currency, status, period_start, period_end,
        created_at)
      VALUES (${seq}, ${localId('in')}, ${`LOCAL-${String(seq).padStart(6, '0')}`},
        ${draft.customerId}, ${draft.subscriptionId}, ${draft.price.id}, ${draft.subtotalCents},
        ${charge - fromCredit}, ${draft.price.currency}, 'paid', ${draft.periodStart},
        ${draft.periodEnd}, ${now().toISOString()})`.execute(queries);
  }

  async function subscriptionById(
    queries: Queries,
    subscriptionId: string,
  ): Promise<SubscriptionRow | undefined> {
    const { rows } = await sql<SubscriptionRow>`
      SELECT id, customer_id, price_id, status, current_period_start, current_period_end,
        canceled_at, created_at
      FROM local_payment_subscriptions WHERE id = ${subscriptionId}`.execute(queries);
    return rows[0];
  }

  async function activeSubscription(
    queries: Queries,
    subscriptionId: string,
  ): Promise<SubscriptionRow> {
    const row = await subscriptionById(queries, subscriptionId);
    if (row?.status !== 'active') throw new Error(`no active subscription ${subscriptionId}`);
    return row;
  }

  /**
   * Refuses a change whose conditional UPDATE found the subscription no longer as it was read:
   * on PostgreSQL, a request at the same time changed or cancelled it first.
   */
  function requireUnchanged(result: { numAffectedRows?: bigint }, subscriptionId: string) {
    if (Number(result.numAffectedRows ?? 0) === 0) {
      throw new Error(`subscription ${subscriptionId} changed meanwhile`);
    }
  }

  const toSubscription = (row: SubscriptionRow): PaymentSubscription => ({
    ...row,
    cancel_at_period_end: false,
  });

  return {
    async createCustomer(details: CompanyDetails, storeHash: string) {
      const id = localId('cus');
      await sql`
        INSERT INTO local_payment_customers (id, store_hash, details)
        VALUES (${id}, ${storeHash}, ${JSON.stringify(details)})`.execute(database.queries);
      return { id };
    },

    async updateCustomer(customerId: string, details: CompanyDetails) {
      const updated = await sql`
        UPDATE local_payment_customers SET details = ${JSON.stringify(details)}
        WHERE id = ${customerId}`.execute(database.queries);
      return Number(updated.numAffectedRows ?? 0) > 0;
    },

    async createSubscription(customerId: string, price: Price) {
      const id = localId('sub');
      const start = now();
      const periodStart = start.toISOString();
      const periodEnd = addMonth(start).toISOString();
      return database.transaction(async (queries) => {
        await sql`
          INSERT INTO local_payment_subscriptions
            (id, customer_id, price_id, status, current_period_start, current_period_end,
             created_at)
          VALUES (${id}, ${customerId}, ${price.id}, 'active', ${periodStart}, ${periodEnd},
            ${periodStart})`.execute(queries);
        await issueInvoice(queries, {
          customerId,
          subscriptionId: id,
          price,
          subtotalCents: price.amount_cents,
          periodStart,
          periodEnd,
        });
        return toSubscription(await activeSubscription(queries, id));
      });
    },

    async changeSubscription(subscriptionId: string, price: Price) {
      return database.transaction(async (queries) => {
        const row = await activeSubscription(queries, subscriptionId);
        const oldCents = findPrice(row.price_id)?.amount_cents ?? 0;
        const at = now();
        const unused = unusedShare(row.current_period_start, row.current_period_end, at);
        // Only from the price the proration was worked out on: a change made meanwhile wins.
        const changed = await sql`
          UPDATE local_payment_subscriptions SET price_id = ${price.id}
          WHERE id = ${subscriptionId} AND status = 'active' AND price_id = ${row.price_id}`.execute(
          queries,
        );
        requireUnchanged(changed, subscriptionId);
        await issueInvoice(queries, {
          customerId: row.customer_id,
          subscriptionId,
          price,
          subtotalCents: prorationCents(oldCents, price.amount_cents, unused),
          periodStart: at.toISOString(),
          periodEnd: row.current_period_end,
        });
        return toSubscription(await activeSubscription(queries, subscriptionId));
      });
    },

    async cancelSubscription(subscriptionId: string) {
      return database.transaction(async (queries) => {
        const active = await activeSubscription(queries, subscriptionId);
        const at = now();
        const unused = unusedShare(active.current_period_start, active.current_period_end, at);
        const credit = Math.round((findPrice(active.price_id)?.amount_cents ?? 0) * unused);
        // Once only, and on the price the credit was worked out on.
        const cancelled = await sql`
          UPDATE local_payment_subscriptions SET status = 'canceled', canceled_at = ${at.toISOString()}
          WHERE id = ${subscriptionId} AND status = 'active' AND price_id = ${active.price_id}`.execute(
          queries,
        );
        requireUnchanged(cancelled, subscriptionId);
        await addCredit(queries, active.customer_id, credit);
        const row = await subscriptionById(queries, subscriptionId);
        if (!row) throw new Error(`subscription ${subscriptionId} vanished`);
        return toSubscription(row);
      });
    },

    async findSubscription(subscriptionId: string) {
      const row = await subscriptionById(database.queries, subscriptionId);
      return row && toSubscription(row);
    },

    async listInvoices(customerId: string) {
      // Every local invoice is collected when issued, so its status is always 'paid'.
      const { rows } = await sql<PaymentInvoice>`
        SELECT id, number, subscription_id, price_id, subtotal_cents, amount_cents,
          currency, status, period_start, period_end, created_at
        FROM local_payment_invoices WHERE customer_id = ${customerId}
        ORDER BY seq DESC`.execute(database.queries);
      return rows;
    },
  };
}
