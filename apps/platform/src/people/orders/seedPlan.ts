import type { Random } from '../../prng.js';

/** Weighted choice: `[value, weight]` pairs. */
export function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** Statuses by the order's age: recent orders are still moving, old ones have settled. */
// prettier-ignore
const RECENT: ReadonlyArray<readonly [number, number]> = [
  [11, 35], [7, 12], [9, 14], [1, 8], [0, 7], [12, 4], [8, 5], [2, 15],
];
// prettier-ignore
const THIS_FORTNIGHT: ReadonlyArray<readonly [number, number]> = [
  [2, 40], [3, 8], [11, 12], [9, 8], [10, 18], [5, 6], [6, 3], [0, 5],
];
// prettier-ignore
const SETTLED: ReadonlyArray<readonly [number, number]> = [
  [10, 55], [2, 22], [4, 5], [14, 4], [5, 6], [6, 3], [13, 1], [0, 4],
];
/** At the till, the sale completes on the spot. */
const AT_THE_TILL: ReadonlyArray<readonly [number, number]> = [
  [10, 92],
  [4, 5],
  [14, 3],
];

export function statusFor(random: Random, ageDays: number, channelId: number): number {
  if (channelId === 3) return weighted(random, AT_THE_TILL);
  if (ageDays < 3) return weighted(random, RECENT);
  if (ageDays < 14) return weighted(random, THIS_FORTNIGHT);
  return weighted(random, SETTLED);
}

/** Statuses whose goods have left the warehouse (all of them, or some for 3). */
export const SHIPPED_STATUSES: ReadonlySet<number> = new Set([2, 3, 4, 10, 13, 14]);

export function paymentStatusOf(statusId: number): string {
  switch (statusId) {
    case 0:
      return '';
    case 1:
    case 7:
      return 'pending';
    case 4:
      return 'refunded';
    case 5:
      return 'void';
    case 6:
      return 'declined';
    case 12:
      return 'held for review';
    case 14:
      return 'partially refunded';
    default:
      return 'captured';
  }
}
