/**
 * A month later, on the same day of the month where there is one, else on the month's last day
 * (31 January → 28 or 29 February), as card subscriptions renew.
 */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/** The share of the period still to come at `now`, between 0 and 1. */
export function unusedShare(periodStart: string, periodEnd: string, now: Date): number {
  const start = Date.parse(periodStart);
  const length = Date.parse(periodEnd) - start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (Date.parse(periodEnd) - now.getTime()) / length));
}

/**
 * What a change of price mid-period costs: the new price for the rest of the period less the
 * old price's unused rest, in whole cents. Below zero, it is the customer's credit.
 */
export function prorationCents(oldCents: number, newCents: number, unused: number): number {
  return Math.round((newCents - oldCents) * unused);
}
