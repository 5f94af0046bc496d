import type { PlatformEnv } from './env.js';
import type { SeedStoreOptions } from './seed.js';

/** The extra large stores of `PLATFORM_SEED=large-3`, beside the demo store. */
export const extraLargeStores = ['large2', 'large3'] as const;

/**
 * The stores the emulator seeds on start: the demo store at the `PLATFORM_SEED` size, a second
 * small store that the app puts on its lower plan to show plan gating, and with `large-3` two
 * more large stores, so that three stores' jobs can run at once (the bench's three-store export).
 */
export function storesToSeed(
  env: Pick<PlatformEnv, 'demoStoreHash' | 'demoToken' | 'starterToken' | 'seed'>,
  starterStoreHash: string,
): SeedStoreOptions[] {
  const demoSize = env.seed === 'large-3' ? 'large' : env.seed;
  return [
    { storeHash: env.demoStoreHash, accessToken: env.demoToken, size: demoSize },
    {
      storeHash: starterStoreHash,
      accessToken: env.starterToken,
      size: 'small',
      name: 'Starter store',
    },
    ...(env.seed === 'large-3'
      ? extraLargeStores.map((storeHash) => ({
          storeHash,
          accessToken: `${storeHash}-token`,
          size: 'large' as const,
          name: `Large store ${storeHash.slice('large'.length)}`,
        }))
      : []),
  ];
}
