import type { AreaContext } from '../area.js';
import type { BillingRepo } from './billingRepo.js';
import type { PaymentProvider } from './paymentProvider.js';

/** What billing's routes share: the server's context, the app's records and the provider. */
export interface BillingArea {
  context: AreaContext;
  repo: BillingRepo;
  provider: PaymentProvider;
}
