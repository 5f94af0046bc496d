/**
 * Colour roles. Components name a role (`token('color.text-subdued')`), never a hue; each theme
 * in `src/themes` gives every role a value, so a theme is a swap of variable values.
 *
 * `border` is decorative (dividers, card outlines) and may be faint; `border-strong` outlines
 * controls and must reach 3:1 against surfaces (WCAG 2.2, 1.4.11). `text-disabled` is exempt
 * from contrast requirements (1.4.3) and is not used for anything a person must read.
 */
export const colorRoles = [
  'text',
  'text-subdued',
  'text-disabled',
  'text-primary',
  'text-critical',
  'text-success',
  'text-warning',
  'text-on-primary',
  'text-on-critical',
  'bg-page',
  'bg-surface',
  'bg-surface-subdued',
  'bg-surface-hover',
  'bg-surface-pressed',
  'bg-surface-selected',
  'bg-disabled',
  'bg-primary',
  'bg-primary-hover',
  'bg-primary-pressed',
  'bg-critical',
  'bg-critical-hover',
  'bg-critical-pressed',
  'border',
  'border-strong',
  'border-critical',
  'border-selected',
  'focus-ring',
] as const;

export type ColorRole = (typeof colorRoles)[number];

/** A theme: one CSS colour value for every role. */
export type ColorTheme = Readonly<Record<ColorRole, string>>;
