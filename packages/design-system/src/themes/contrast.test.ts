import { describe, expect, it } from 'vitest';
import type { ColorRole } from '../tokens/color.js';
import { contrastRatio } from './contrastRatio.js';
import { themes } from './themes.js';

type Pair = readonly [foreground: ColorRole, background: ColorRole];

// Text a person must read: WCAG 2.2 AA, 1.4.3, at least 4.5:1 (we hold large text to it too).
const textPairs: Pair[] = [
  ['text', 'bg-page'],
  ['text', 'bg-surface'],
  ['text', 'bg-surface-subdued'],
  ['text', 'bg-surface-hover'],
  ['text', 'bg-surface-pressed'],
  ['text', 'bg-surface-selected'],
  ['text', 'bg-disabled'],
  ['text-subdued', 'bg-page'],
  ['text-subdued', 'bg-surface'],
  ['text-subdued', 'bg-surface-subdued'],
  ['text-subdued', 'bg-surface-hover'],
  ['text-subdued', 'bg-surface-selected'],
  ['text-primary', 'bg-page'],
  ['text-primary', 'bg-surface'],
  ['text-primary', 'bg-surface-hover'],
  ['text-primary', 'bg-surface-pressed'],
  ['text-critical', 'bg-page'],
  ['text-critical', 'bg-surface'],
  ['text-critical', 'bg-surface-hover'],
  ['text-success', 'bg-page'],
  ['text-success', 'bg-surface'],
  ['text-warning', 'bg-page'],
  ['text-warning', 'bg-surface'],
  ['text-on-primary', 'bg-primary'],
  ['text-on-primary', 'bg-primary-hover'],
  ['text-on-primary', 'bg-primary-pressed'],
  ['text-on-critical', 'bg-critical'],
  ['text-on-critical', 'bg-critical-hover'],
  ['text-on-critical', 'bg-critical-pressed'],
];

// Boundaries a person needs to find a control, and the focus indicator: 1.4.11, at least 3:1.
// `border` is decorative (dividers) and deliberately not listed.
const uiPairs: Pair[] = [
  ['border-strong', 'bg-page'],
  ['border-strong', 'bg-surface'],
  ['border-strong', 'bg-surface-subdued'],
  ['border-critical', 'bg-surface'],
  ['border-critical', 'bg-page'],
  ['border-selected', 'bg-surface'],
  ['border-selected', 'bg-surface-selected'],
  ['focus-ring', 'bg-page'],
  ['focus-ring', 'bg-surface'],
  ['focus-ring', 'bg-surface-subdued'],
  ['focus-ring', 'bg-surface-hover'],
  ['focus-ring', 'bg-surface-selected'],
  ['bg-primary', 'bg-surface'],
  ['bg-critical', 'bg-surface'],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it.each(textPairs)('text %s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('high-contrast theme', () => {
  it('holds every text pair to 7:1 (WCAG AAA, 1.4.6)', () => {
    const theme = themes['high-contrast'];
    for (const [foreground, background] of textPairs) {
      expect(
        contrastRatio(theme[foreground], theme[background]),
        `${foreground} on ${background}`,
      ).toBeGreaterThanOrEqual(7);
    }
  });
});
