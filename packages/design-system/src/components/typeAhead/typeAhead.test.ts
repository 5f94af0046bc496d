import { describe, expect, it } from 'vitest';
import { firstStartingWith } from './typeAhead.js';

const names = ['Apple', 'banana', 'Ábaco', 'Cherry', 'apricot'];
const base = new Intl.Collator('en', { sensitivity: 'base' });
const name = (item: string) => item;

describe('firstStartingWith', () => {
  it('looks from the start on, then round to the beginning', () => {
    expect(firstStartingWith(names, 1, 'a', name, base)).toBe('Ábaco');
    expect(firstStartingWith(names, 3, 'a', name, base)).toBe('apricot');
    expect(firstStartingWith(names, 5, 'a', name, base)).toBe('Apple');
  });

  it('ignores case and accents under a base collator, and matches whole prefixes', () => {
    expect(firstStartingWith(names, 0, 'ABA', name, base)).toBe('Ábaco');
    expect(firstStartingWith(names, 0, 'ch', name, base)).toBe('Cherry');
    expect(firstStartingWith(names, 0, 'chx', name, base)).toBeUndefined();
  });

  it('skips items without a name (disabled ones)', () => {
    const enabled = (item: string) => (item === 'Apple' ? null : item);
    expect(firstStartingWith(names, 0, 'ap', enabled, base)).toBe('apricot');
  });
});
