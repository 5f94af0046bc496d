import { describe, expect, it } from 'vitest';
import { graphqlAlias } from './graphqlAlias.js';

describe('graphqlAlias', () => {
  it('keeps a namespace made of A-Za-z0-9_', () => {
    expect(graphqlAlias('shared')).toBe('shared');
    expect(graphqlAlias('My_Namespace_2')).toBe('My_Namespace_2');
    expect(graphqlAlias('_private')).toBe('_private');
  });

  it('turns every other character into _', () => {
    expect(graphqlAlias('my-ns')).toBe('my_ns');
    expect(graphqlAlias('Warehouse Locations')).toBe('Warehouse_Locations');
    expect(graphqlAlias('a.b/c:d')).toBe('a_b_c_d');
    expect(graphqlAlias('café')).toBe('caf_');
    expect(graphqlAlias('size😀')).toBe('size_');
  });

  it('prefixes _ to a name that would start with a digit or be empty', () => {
    expect(graphqlAlias('2024-specs')).toBe('_2024_specs');
    expect(graphqlAlias('9')).toBe('_9');
    expect(graphqlAlias('')).toBe('_');
    expect(graphqlAlias('-x')).toBe('_x');
  });

  it('always gives a valid GraphQL name', () => {
    for (const namespace of ['', '1', ' ', 'ä', '-', 'a b', '0x', 'ok']) {
      expect(graphqlAlias(namespace)).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/);
    }
  });
});
