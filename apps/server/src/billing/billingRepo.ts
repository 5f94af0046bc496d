import type { Db } from '../db.js';
import type { CompanyDetails } from './companyDetails.js';

/** The app's side of billing; every query names the store. */
export function createBillingRepo(db: Db) {
  const detailsOf = db.prepare<[string], CompanyDetails>(
    `SELECT company_name, email, address_line1, address_line2, city, postcode, country, vat_number
     FROM billing_company_details WHERE store_hash = ?`,
  );
  const upsertDetails = db.prepare(
    `INSERT INTO billing_company_details (store_hash, company_name, email, address_line1,
       address_line2, city, postcode, country, vat_number)
     VALUES (@store_hash, @company_name, @email, @address_line1, @address_line2, @city,
       @postcode, @country, @vat_number)
     ON CONFLICT (store_hash) DO UPDATE SET company_name = excluded.company_name,
       email = excluded.email, address_line1 = excluded.address_line1,
       address_line2 = excluded.address_line2, city = excluded.city,
       postcode = excluded.postcode, country = excluded.country, vat_number = excluded.vat_number,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ')`,
  );
  // The stores table is the stores area's, but its stripe_id column is billing's to write.
  const setCustomer = db.prepare<[string, string]>(
    'UPDATE stores SET stripe_id = ? WHERE store_hash = ?',
  );
  const subscriptionOf = db.prepare<[string], { subscription_id: string }>(
    'SELECT subscription_id FROM billing_subscriptions WHERE store_hash = ?',
  );
  const insertSubscription = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO billing_subscriptions (store_hash, subscription_id) VALUES (?, ?)',
  );
  const removeSubscription = db.prepare<[string, string]>(
    'DELETE FROM billing_subscriptions WHERE store_hash = ? AND subscription_id = ?',
  );

  return {
    companyDetails: (storeHash: string): CompanyDetails | undefined => detailsOf.get(storeHash),
    saveCompanyDetails(storeHash: string, details: CompanyDetails): void {
      upsertDetails.run({ store_hash: storeHash, ...details });
    },
    /** The store's payment customer: the spec's `stripe_id`, whichever provider issued it. */
    setPaymentCustomer(storeHash: string, customerId: string): void {
      setCustomer.run(customerId, storeHash);
    },
    currentSubscriptionId: (storeHash: string): string | undefined =>
      subscriptionOf.get(storeHash)?.subscription_id,
    /** False when the store already has one (a request at the same time won). */
    recordSubscription: (storeHash: string, subscriptionId: string): boolean =>
      insertSubscription.run(storeHash, subscriptionId).changes > 0,
    forgetSubscription(storeHash: string, subscriptionId: string): void {
      removeSubscription.run(storeHash, subscriptionId);
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
