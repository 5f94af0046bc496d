import { describe, expect, it } from 'vitest';
import { storesToSeed } from './storesToSeed.js';

const env = { demoStoreHash: 'demo', demoToken: 'demo-token', starterToken: 'starter-token' };

describe('storesToSeed', () => {
  it('seeds the demo store at the chosen size beside the small starter store', () => {
    expect(storesToSeed({ ...env, seed: 'large' }, 'starter')).toEqual([
      { storeHash: 'demo', accessToken: 'demo-token', size: 'large' },
      { storeHash: 'starter', accessToken: 'starter-token', size: 'small', name: 'Starter store' },
    ]);
  });

  it('adds two more large stores for large-3, each with a token of its own', () => {
    const stores = storesToSeed({ ...env, seed: 'large-3' }, 'starter');
    expect(
      stores.filter((store) => store.size === 'large').map((store) => store.storeHash),
    ).toEqual(['demo', 'large2', 'large3']);
    expect(new Set(stores.map((store) => store.accessToken)).size).toBe(stores.length);
  });
});
