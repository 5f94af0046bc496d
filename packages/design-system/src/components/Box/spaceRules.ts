import { space } from '../../tokens/space.js';
import { token } from '../../tokens/token.js';

/** A step of the spacing scale: `'200'` is 8px, `'400'` is 16px (see `tokens/space.ts`). */
export type SpaceScale = keyof typeof space;

const spaceScale = Object.keys(space) as SpaceScale[];

/**
 * One rule per step of the scale, `&[data-gap='200'] { gap: var(--ms-space-200); }`, so layout
 * components take a spacing step as a data attribute like any other variant, and only steps
 * that exist can be chosen.
 */
export function spaceRules(attribute: `data-${string}`, property: string): string {
  return spaceScale
    .map((step) => `&[${attribute}='${step}'] { ${property}: ${token(`space.${step}`)}; }`)
    .join('\n');
}
