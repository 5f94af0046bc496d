/**
 * Reading token values as numbers, to put a scale in order. Object key order is not always the
 * order a scale is written in: JavaScript lists integer-like keys first, so `space` enumerates
 * `'100'` before `'025'`. Pages sort by value instead, and `scaleOrder.test.ts` checks that
 * no two steps share a value and that named scales are also written smallest first.
 */

/** Browsers' default text size, which rem values are drawn at unless the reader changes it. */
export const defaultRootFontSizePx = 16;

/** `'0.25rem'` → 4, `'9999px'` → 9999, `'0'` → 0. */
export function lengthInPx(value: string): number {
  if (value === '0') return 0;
  const match = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(value);
  if (!match) throw new Error(`Expected a length in rem or px, got '${value}'`);
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * defaultRootFontSizePx : amount;
}

/** `'200ms'` → 200, `'0.8s'` → 800. */
export function durationInMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value);
  if (!match) throw new Error(`Expected a duration in ms or s, got '${value}'`);
  const amount = Number(match[1]);
  return match[2] === 's' ? amount * 1000 : amount;
}

/** A shadow's blur radius, which is what makes it look higher: `'0 1px 6px rgb(…)'` → 6. */
export function shadowBlurInPx(value: string): number {
  if (value === 'none') return 0;
  const blur = value.split(' ')[2];
  if (blur === undefined) throw new Error(`Expected 'x y blur colour', got '${value}'`);
  return lengthInPx(blur);
}

/** `'600'` → 600. */
export function fontWeight(value: string): number {
  const weight = Number(value);
  if (!Number.isInteger(weight)) throw new Error(`Expected a numeric font weight, got '${value}'`);
  return weight;
}

type Scale = Readonly<Record<string, string>>;

/** A scale's steps, smallest value first; steps of equal value keep their written order. */
export function inScaleOrder<T extends Scale>(
  scale: T,
  measure: (value: string) => number,
): [step: keyof T & string, value: T[keyof T & string]][] {
  const steps = Object.entries(scale) as [keyof T & string, T[keyof T & string]][];
  return steps.sort(([, a], [, b]) => measure(a) - measure(b));
}
