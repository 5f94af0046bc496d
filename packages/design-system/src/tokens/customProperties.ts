import type { ColorTheme } from './color.js';
import { motion } from './motion.js';
import { cssVariableName } from './token.js';
import { tokens } from './tokens.js';

/** One CSS custom property: `['--ms-space-200', '0.5rem']`. */
export type CustomProperty = readonly [name: `--ms-${string}`, value: string];

interface TokenGroup {
  readonly [key: string]: string | TokenGroup;
}

function flatten(group: TokenGroup, parents: readonly string[]): CustomProperty[] {
  return Object.entries(group).flatMap(([key, value]) => {
    const path = [...parents, key];
    return typeof value === 'string'
      ? [[cssVariableName(path.join('.')), value] as const]
      : flatten(value, path);
  });
}

/** Every theme-independent token as a custom property. */
export function tokenCustomProperties(): CustomProperty[] {
  return flatten(tokens, []);
}

/** A theme's colour roles as custom properties (`--ms-color-text`, …). */
export function themeCustomProperties(theme: ColorTheme): CustomProperty[] {
  return Object.entries(theme).map(
    ([role, value]) => [cssVariableName(`color.${role}`), value] as const,
  );
}

/** Every motion duration set to 0ms, for `prefers-reduced-motion: reduce`. */
export function reducedMotionCustomProperties(): CustomProperty[] {
  return Object.keys(motion.duration).map(
    (name) => [cssVariableName(`motion.duration.${name}`), '0ms'] as const,
  );
}

/** The body of a CSS rule: one `--ms-space-200: 0.5rem;` declaration a line. */
export function declarations(properties: readonly CustomProperty[]): string {
  return properties.map(([name, value]) => `${name}: ${value};`).join('\n');
}
