import type { CompanyDetails } from './companyDetails.js';
import type { Price } from './prices.js';

/** A subscription as the payment provider keeps it. Dates are ISO 8601. */
export interface PaymentSubscription {
  id: string;
  customer_id: string;
  price_id: string;
  status: 'active' | 'canceled';
  current_period_start: string;
  current_period_end: string;
  /** Always false here: a cancellation takes effect at once (the store drops to the lower plan). */
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  created_at: string;
}

/** An invoice the provider issued and collected. Amounts are integer cents. */
export interface PaymentInvoice {
  id: string;
  /** The number printed on the invoice, unique across the provider's invoices. */
  number: string;
  subscription_id: string;
  price_id: string;
  /** What the period costs; below zero for a downgrade's credit. */
  subtotal_cents: number;
  /** What was charged, after the customer's credit: never below zero. */
  amount_cents: number;
  currency: string;
  status: 'paid';
  period_start: string;
  period_end: string;
  created_at: string;
}

/**
 * What billing needs of a payment provider (Stripe's customers, subscriptions and invoices, in
 * its terms). Asynchronous, as a provider over the network is; the app keeps only the customer
 * id (the store's `stripe_id`) and its current subscription's id, and asks for the rest.
 */
export interface PaymentProvider {
  /** A customer billed at this company's address; `storeHash` is kept as the provider's metadata. */
  createCustomer(details: CompanyDetails, storeHash: string): Promise<{ id: string }>;
  /** New details for the next invoices; false when the provider does not know the customer. */
  updateCustomer(customerId: string, details: CompanyDetails): Promise<boolean>;
  /** Starts a monthly subscription today and collects its first invoice. */
  createSubscription(customerId: string, price: Price): Promise<PaymentSubscription>;
  /** Moves the subscription to another price at once, invoicing the change (see the provider). */
  changeSubscription(subscriptionId: string, price: Price): Promise<PaymentSubscription>;
  /** Ends the subscription at once. */
  cancelSubscription(subscriptionId: string): Promise<PaymentSubscription>;
  findSubscription(subscriptionId: string): Promise<PaymentSubscription | undefined>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<PaymentInvoice[]>;
}
