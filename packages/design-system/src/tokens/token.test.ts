import { describe, expect, it } from 'vitest';
import { colorRoles } from './color.js';
import {
  declarations,
  reducedMotionCustomProperties,
  themeCustomProperties,
  tokenCustomProperties,
} from './customProperties.js';
import { motion } from './motion.js';
import { cssVariableName, token } from './token.js';

describe('token', () => {
  it('reads a token through its CSS custom property', () => {
    expect(token('space.200')).toBe('var(--ms-space-200)');
    expect(token('color.text-subdued')).toBe('var(--ms-color-text-subdued)');
  });

  it('turns camelCase groups into kebab-case names', () => {
    expect(token('font.lineHeight.sm')).toBe('var(--ms-font-line-height-sm)');
    expect(token('zIndex.modal')).toBe('var(--ms-z-index-modal)');
  });

  it('accepts only paths that exist', () => {
    // @ts-expect-error there is no space.201
    token('space.201');
    // @ts-expect-error a group is not a token
    token('font.size');
    // @ts-expect-error colour roles are named in full
    token('color.primary');
  });
});

describe('tokenCustomProperties', () => {
  const properties = tokenCustomProperties();
  const names = properties.map(([name]) => name);

  it('emits every theme-independent token once', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(properties).toContainEqual(['--ms-space-200', '0.5rem']);
    expect(properties).toContainEqual(['--ms-motion-duration-fast', '100ms']);
  });

  it('leaves colours to the themes', () => {
    expect(names.some((name) => name.startsWith('--ms-color-'))).toBe(false);
    expect(colorRoles.map((role) => cssVariableName(`color.${role}`))).toContain(
      '--ms-color-bg-primary',
    );
  });
});

describe('themeCustomProperties', () => {
  it('gives every colour role a variable', () => {
    const theme = Object.fromEntries(colorRoles.map((role) => [role, '#000000'])) as Record<
      (typeof colorRoles)[number],
      string
    >;
    expect(themeCustomProperties(theme).map(([name]) => name)).toEqual(
      colorRoles.map((role) => `--ms-color-${role}`),
    );
  });
});

describe('reducedMotionCustomProperties', () => {
  it('sets every duration to 0ms', () => {
    const properties = reducedMotionCustomProperties();
    expect(properties).toHaveLength(Object.keys(motion.duration).length);
    expect(declarations(properties)).toContain('--ms-motion-duration-medium: 0ms;');
    expect(properties.every(([, value]) => value === '0ms')).toBe(true);
  });
});
