import type { FastifyInstance } from 'fastify';
import { parseInput } from '../validation.js';
import { billingStoreOfRequest } from './billingAccess.js';
import type { BillingArea } from './billingArea.js';
import { companyDetailsSchema } from './companyDetails.js';

/** The company billed for the store's subscription (the sign-up form). */
export function companyDetailsRoutes(
  app: FastifyInstance,
  { context, repo, provider }: BillingArea,
) {
  // GET /api/stores/{hash}/company-details → 200 { data: details | null }.
  app.get('/api/stores/:storeHash/company-details', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    return { data: (await repo.companyDetails(store.store_hash)) ?? null };
  });

  // PUT /api/stores/{hash}/company-details { company_name, email, address_line1,
  // address_line2?, city, postcode, country, vat_number? } → 200 { data: details as saved };
  // 422 with field errors. The first save creates the store's payment customer (its
  // `stripe_id`); later saves give the customer the new details for its next invoices.
  app.put('/api/stores/:storeHash/company-details', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    const details = parseInput(companyDetailsSchema, request.body ?? {});
    await repo.saveCompanyDetails(store.store_hash, details);
    // A customer id the provider does not know (left by another provider) is replaced.
    const known =
      store.stripe_id != null && (await provider.updateCustomer(store.stripe_id, details));
    if (!known) {
      const customer = await provider.createCustomer(details, store.store_hash);
      await repo.setPaymentCustomer(store.store_hash, customer.id);
    }
    return { data: details };
  });
}
