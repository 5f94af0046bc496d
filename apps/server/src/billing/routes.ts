import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { billingStoreOfRequest } from './billingAccess.js';
import type { BillingArea } from './billingArea.js';
import { createBillingRepo } from './billingRepo.js';
import { companyDetailsRoutes } from './companyDetailsRoutes.js';
import { createLocalPaymentProvider } from './localPaymentProvider.js';
import type { PaymentProvider } from './paymentProvider.js';
import { findPrice, planListing } from './prices.js';
import { subscriptionRoutes } from './subscriptionRoutes.js';

/**
 * The one place the payment provider is chosen (`PAYMENT_PROVIDER`). The local one marks every
 * invoice paid, so `readConfig` allows it only beside a platform on this machine; a real one
 * implements PaymentProvider and gets its own case here.
 */
function paymentProviderOf({ config, database }: AreaContext): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'local':
      return createLocalPaymentProvider(database);
  }
}

/**
 * Billing: plans, company details, subscription, invoices, through a payment provider. The
 * spec shows these calls without their paths (section 7); these follow its other store calls.
 */
export function billingRoutes(app: FastifyInstance, context: AreaContext): void {
  const area: BillingArea = {
    context,
    repo: createBillingRepo(context.database),
    provider: paymentProviderOf(context),
  };

  // GET /api/billing/plans → 200 { data: [{ plan, name, price_id, amount_cents, currency,
  // interval, features }] }: the lower plan (no price), Premium and Enterprise. Public: the
  // /pricing page shows them before anyone signs in (spec section 2). Everything else of
  // billing stays behind a signed-in person (billingStoreOfRequest).
  app.get('/api/billing/plans', () => ({ data: planListing() }));

  companyDetailsRoutes(app, area);
  subscriptionRoutes(app, area);

  // GET /api/stores/{hash}/invoices → 200 { data: [{ id, number, subscription_id, plan,
  // price_id, status,
  // subtotal_cents, amount_cents, currency, period_start, period_end, created_at }] }, newest
  // first; none before the store has a payment customer.
  app.get('/api/stores/:storeHash/invoices', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    const invoices = store.stripe_id ? await area.provider.listInvoices(store.stripe_id) : [];
    return {
      data: invoices.map((invoice) => ({
        ...invoice,
        plan: findPrice(invoice.price_id)?.plan ?? null,
      })),
    };
  });
}
