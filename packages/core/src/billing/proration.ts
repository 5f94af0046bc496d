/** The subscription's current price and period, as the server sends them. */
export interface ProratedSubscription {
  amount_cents: number | null;
  current_period_start: string;
  current_period_end: string;
}

/**
 * What a change of plan will invoice now, shown before the merchant confirms: the new price for
 * the rest of the period less the old price's unused rest, in whole cents; below zero it is
 * credit kept for later invoices. The server offers no preview, so this is the server's own
 * rule (the payment provider's proration: same period, difference invoiced at once) applied to
 * the plan prices and the period; the invoice may differ by a cent or two for the seconds
 * between preview and confirmation.
 */
export function prorationPreviewCents(
  subscription: ProratedSubscription,
  newAmountCents: number,
  now: Date,
): number {
  const start = Date.parse(subscription.current_period_start);
  const end = Date.parse(subscription.current_period_end);
  const length = end - start;
  const unused = length <= 0 ? 0 : Math.min(1, Math.max(0, (end - now.getTime()) / length));
  // `+ 0` turns a -0 (a credit of nothing) into 0.
  return Math.round((newAmountCents - (subscription.amount_cents ?? 0)) * unused) + 0;
}
