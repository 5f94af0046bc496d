import type { ColorRole } from './color.js';
import type { Tokens } from './tokens.js';

type TokenTree = Tokens & { color: Record<ColorRole, string> };

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted path to one token, such as `'space.200'` or `'color.text-subdued'`. */
export type TokenPath = LeafPaths<TokenTree>;

/** `'font.lineHeight.sm'` → `'--ms-font-line-height-sm'`. */
export function cssVariableName(path: string): `--ms-${string}` {
  const kebab = path
    .split('.')
    .map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
    .join('-');
  return `--ms-${kebab}`;
}

/**
 * The CSS value that reads a token: `token('space.200')` is `'var(--ms-space-200)'`.
 * Only paths that exist compile, so a renamed token breaks the build rather than the page.
 */
export function token(path: TokenPath): `var(--ms-${string})` {
  return `var(${cssVariableName(path)})`;
}
