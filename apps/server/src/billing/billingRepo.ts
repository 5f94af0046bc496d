import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import type { CompanyDetails } from './companyDetails.js';

/** The app's side of billing; every query names the store. */
export function createBillingRepo({ queries }: Database) {
  return {
    async companyDetails(storeHash: string): Promise<CompanyDetails | undefined> {
      const { rows } = await sql<CompanyDetails>`
        SELECT company_name, email, address_line1, address_line2, city, postcode, country,
          vat_number
        FROM billing_company_details WHERE store_hash = ${storeHash}`.execute(queries);
      return rows[0];
    },
    async saveCompanyDetails(storeHash: string, details: CompanyDetails): Promise<void> {
      await sql`
        INSERT INTO billing_company_details (store_hash, company_name, email, address_line1,
          address_line2, city, postcode, country, vat_number)
        VALUES (${storeHash}, ${details.company_name}, ${details.email}, ${details.address_line1},
          ${details.address_line2}, ${details.city}, ${details.postcode}, ${details.country},
          ${details.vat_number})
        ON CONFLICT (store_hash) DO UPDATE SET company_name = excluded.company_name,
          email = excluded.email, address_line1 = excluded.address_line1,
          address_line2 = excluded.address_line2, city = excluded.city,
          postcode = excluded.postcode, country = excluded.country,
          vat_number = excluded.vat_number, updated_at = ${new Date().toISOString()}`.execute(
        queries,
      );
    },
    /** The store's payment customer: the spec's `stripe_id`, whichever provider issued it. */
    async setPaymentCustomer(storeHash: string, customerId: string): Promise<void> {
      // The stores table is the stores area's, but its stripe_id column is billing's to write.
      await sql`UPDATE stores SET stripe_id = ${customerId} WHERE store_hash = ${storeHash}`.execute(
        queries,
      );
    },
    async currentSubscriptionId(storeHash: string): Promise<string | undefined> {
      const { rows } = await sql<{ subscription_id: string }>`
        SELECT subscription_id FROM billing_subscriptions
        WHERE store_hash = ${storeHash}`.execute(queries);
      return rows[0]?.subscription_id;
    },
    /** False when the store already has one (a request at the same time won). */
    async recordSubscription(storeHash: string, subscriptionId: string): Promise<boolean> {
      const inserted = await sql`
        INSERT INTO billing_subscriptions (store_hash, subscription_id)
        VALUES (${storeHash}, ${subscriptionId})
        ON CONFLICT DO NOTHING`.execute(queries);
      return Number(inserted.numAffectedRows ?? 0) > 0;
    },
    async forgetSubscription(storeHash: string, subscriptionId: string): Promise<void> {
      await sql`
        DELETE FROM billing_subscriptions
        WHERE store_hash = ${storeHash} AND subscription_id = ${subscriptionId}`.execute(queries);
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
