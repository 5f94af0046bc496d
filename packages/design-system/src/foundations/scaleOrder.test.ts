import { describe, expect, it } from 'vitest';
import { font } from '../tokens/font.js';
import { motion } from '../tokens/motion.js';
import { radius } from '../tokens/radius.js';
import { shadow } from '../tokens/shadow.js';
import { space } from '../tokens/space.js';
import {
  durationInMs,
  fontWeight,
  inScaleOrder,
  lengthInPx,
  shadowBlurInPx,
} from './testing/scaleOrder.js';

type Scale = Readonly<Record<string, string>>;

function strictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > values[index - 1]!);
}

// The Foundations pages list each scale smallest first. Named scales are also written in that
// order, so the source reads as the page does and a token added out of place fails here.
const namedScales: [name: string, scale: Scale, measure: (value: string) => number][] = [
  ['font.size', font.size, lengthInPx],
  ['font.lineHeight', font.lineHeight, lengthInPx],
  ['font.weight', font.weight, fontWeight],
  ['radius', radius, lengthInPx],
  ['shadow', shadow, shadowBlurInPx],
  ['motion.duration', motion.duration, durationInMs],
];

describe('token scales', () => {
  it.each(namedScales)('%s is written smallest first, no two steps alike', (_, scale, measure) => {
    const values = Object.values(scale).map(measure);
    expect(strictlyIncreasing(values), values.join(' < ')).toBe(true);
    expect(inScaleOrder(scale, measure).map(([step]) => step)).toEqual(Object.keys(scale));
  });

  it('runs radii from none to full and shadows from none to floating', () => {
    expect(Object.keys(radius)[0]).toBe('none');
    expect(Object.keys(radius).at(-1)).toBe('full');
    expect(Object.keys(shadow)[0]).toBe('none');
    expect(Object.keys(shadow).at(-1)).toBe('floating');
  });

  it('ends the durations with spin, one turn of a spinner, longer than any transition', () => {
    expect(Object.keys(motion.duration).at(-1)).toBe('spin');
  });

  // JavaScript lists integer-like keys ('100') before others ('025'), so space's key order is not
  // the order it is written in; the page sorts by value, and each key must name its value.
  it("names each space step by its multiple of 4 px times 100 ('025' is 1 px)", () => {
    for (const [step, value] of Object.entries(space)) {
      expect(lengthInPx(value), `space.${step}`).toBe((Number(step) / 100) * 4);
    }
  });

  it('lists space smallest first, no two steps alike', () => {
    const ordered = inScaleOrder(space, lengthInPx);
    expect(strictlyIncreasing(ordered.map(([, value]) => lengthInPx(value)))).toBe(true);
    expect(ordered.map(([step]) => step).slice(0, 4)).toEqual(['0', '025', '050', '100']);
    expect(ordered.at(-1)?.[0]).toBe('1600');
  });
});

describe('reading token values', () => {
  it('reads lengths, durations, shadows and weights', () => {
    expect(lengthInPx('0')).toBe(0);
    expect(lengthInPx('0.0625rem')).toBe(1);
    expect(lengthInPx('9999px')).toBe(9999);
    expect(durationInMs('200ms')).toBe(200);
    expect(durationInMs('0.8s')).toBe(800);
    expect(shadowBlurInPx('none')).toBe(0);
    expect(shadowBlurInPx('0 2px 12px rgb(49 52 64 / 0.2)')).toBe(12);
    expect(fontWeight('600')).toBe(600);
  });

  it('refuses values it cannot compare, so a new unit fails loudly rather than sorts wrongly', () => {
    expect(() => lengthInPx('1em')).toThrow(/rem or px/);
    expect(() => durationInMs('fast')).toThrow(/ms or s/);
    expect(() => fontWeight('bold')).toThrow(/numeric/);
  });
});
