export { billingDisplay, billingRefreshes } from './billingDisplay.js';
export type {
  BillingAction,
  BillingDisplay,
  BillingQuery,
  BillingStore,
  BillingSubscription,
} from './billingDisplay.js';
export { companyDetailsInputSchema } from './companyDetails.js';
export type { CompanyDetailsInput } from './companyDetails.js';
export { prorationPreviewCents } from './proration.js';
export type { ProratedSubscription } from './proration.js';
