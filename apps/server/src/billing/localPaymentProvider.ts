import { randomBytes } from 'node:crypto';
import type { Db } from '../db.js';
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
 * invoices in the server's own SQLite, every invoice paid at once, nothing over the network.
 * Renewals are not run (a real provider renews and reports it). A change of price keeps the
 * period and invoices the difference for its rest (Stripe's proration with `always_invoice`);
 * a downgrade's difference, and the unused rest of a cancelled period, are kept as the
 * customer's credit, spent by their next invoices.
 * `now` is the clock, for tests.
 */
export function createLocalPaymentProvider(
  db: Db,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const insertCustomer = db.prepare<[string, string, string]>(
    'INSERT INTO local_payment_customers (id, store_hash, details) VALUES (?, ?, ?)',
  );
  const updateDetails = db.prepare<[string, string]>(
    'UPDATE local_payment_customers SET details = ? WHERE id = ?',
  );
  const balanceOf = db.prepare<[string], { balance_cents: number }>(
    'SELECT balance_cents FROM local_payment_customers WHERE id = ?',
  );
  const setBalance = db.prepare<[number, string]>(
    'UPDATE local_payment_customers SET balance_cents = ? WHERE id = ?',
  );
  const insertSubscription = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO local_payment_subscriptions
       (id, customer_id, price_id, status, current_period_start, current_period_end, created_at)
     VALUES (?, ?, ?, 'active', ?, ?, ?)`,
  );
  const subscriptionById = db.prepare<[string], SubscriptionRow>(
    'SELECT * FROM local_payment_subscriptions WHERE id = ?',
  );
  const setPrice = db.prepare<[string, string]>(
    'UPDATE local_payment_subscriptions SET price_id = ? WHERE id = ?',
  );
  const cancel = db.prepare<[string, string]>(
    `UPDATE local_payment_subscriptions SET status = 'canceled', canceled_at = ? WHERE id = ?`,
  );
  const nextSeq = db.prepare<[], { seq: number }>(
    'SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM local_payment_invoices',
  );
  const insertInvoice = db.prepare(
    `INSERT INTO local_payment_invoices (seq, id, number, customer_id, subscription_id, price_id,
       subtotal_cents, amount_cents, currency, status, period_start, period_end, created_at)
     VALUES (@seq, @id, @number, @customer_id, @subscription_id, @price_id, @subtotal_cents,
       @amount_cents, @currency, 'paid', @period_start, @period_end, @created_at)`,
  );
  // Every local invoice is collected when issued, so its status is always 'paid'.
  const invoicesOf = db.prepare<[string], PaymentInvoice>(
    `SELECT id, number, subscription_id, price_id, subtotal_cents, amount_cents,
       currency, status, period_start, period_end, created_at
     FROM local_payment_invoices WHERE customer_id = ? ORDER BY seq DESC`,
  );

  function addCredit(customerId: string, cents: number) {
    const balance = balanceOf.get(customerId)?.balance_cents ?? 0;
    setBalance.run(balance + cents, customerId);
  }

  /** Issues the invoice and collects it: the customer's credit first, the rest is charged. */
  const issueInvoice = db.transaction((draft: InvoiceDraft) => {
    const balance = balanceOf.get(draft.customerId)?.balance_cents ?? 0;
    const charge = Math.max(0, draft.subtotalCents);
    const fromCredit = Math.min(balance, charge);
    addCredit(draft.customerId, Math.max(0, -draft.subtotalCents) - fromCredit);
    const amount = charge - fromCredit;
    const { seq } = nextSeq.get() ?? { seq: 1 };
    insertInvoice.run({
      seq,
      id: localId('in'),
      number: `LOCAL-${String(seq).padStart(6, '0')}`,
      customer_id: draft.customerId,
      subscription_id: draft.subscriptionId,
      price_id: draft.price.id,
      subtotal_cents: draft.subtotalCents,
      amount_cents: amount,
      currency: draft.price.currency,
      period_start: draft.periodStart,
      period_end: draft.periodEnd,
      created_at: now().toISOString(),
    });
  });

  function activeSubscription(subscriptionId: string): SubscriptionRow {
    const row = subscriptionById.get(subscriptionId);
    if (row?.status !== 'active') throw new Error(`no active subscription ${subscriptionId}`);
    return row;
  }

  const toSubscription = (row: SubscriptionRow): PaymentSubscription => ({
    ...row,
    cancel_at_period_end: false,
  });

  return {
    async createCustomer(details: CompanyDetails, storeHash: string) {
      const id = localId('cus');
      insertCustomer.run(id, storeHash, JSON.stringify(details));
      return { id };
    },

    async updateCustomer(customerId: string, details: CompanyDetails) {
      return updateDetails.run(JSON.stringify(details), customerId).changes > 0;
    },

    async createSubscription(customerId: string, price: Price) {
      const id = localId('sub');
      const start = now();
      const periodStart = start.toISOString();
      const periodEnd = addMonth(start).toISOString();
      db.transaction(() => {
        insertSubscription.run(id, customerId, price.id, periodStart, periodEnd, periodStart);
        issueInvoice({
          customerId,
          subscriptionId: id,
          price,
          subtotalCents: price.amount_cents,
          periodStart,
          periodEnd,
        });
      })();
      return toSubscription(activeSubscription(id));
    },

    async changeSubscription(subscriptionId: string, price: Price) {
      const row = activeSubscription(subscriptionId);
      const oldCents = findPrice(row.price_id)?.amount_cents ?? 0;
      const at = now();
      const unused = unusedShare(row.current_period_start, row.current_period_end, at);
      db.transaction(() => {
        setPrice.run(price.id, subscriptionId);
        issueInvoice({
          customerId: row.customer_id,
          subscriptionId,
          price,
          subtotalCents: prorationCents(oldCents, price.amount_cents, unused),
          periodStart: at.toISOString(),
          periodEnd: row.current_period_end,
        });
      })();
      return toSubscription(activeSubscription(subscriptionId));
    },

    async cancelSubscription(subscriptionId: string) {
      const active = activeSubscription(subscriptionId);
      const at = now();
      const unused = unusedShare(active.current_period_start, active.current_period_end, at);
      const credit = Math.round((findPrice(active.price_id)?.amount_cents ?? 0) * unused);
      db.transaction(() => {
        cancel.run(at.toISOString(), subscriptionId);
        addCredit(active.customer_id, credit);
      })();
      const row = subscriptionById.get(subscriptionId);
      if (!row) throw new Error(`subscription ${subscriptionId} vanished`);
      return toSubscription(row);
    },

    async findSubscription(subscriptionId: string) {
      const row = subscriptionById.get(subscriptionId);
      return row && toSubscription(row);
    },

    async listInvoices(customerId: string) {
      return invoicesOf.all(customerId);
    },
  };
}
