import { describe, expect, it } from 'vitest';
import { readEnv } from './env.js';

describe('readEnv', () => {
  it('applies the documented defaults, treating empty values as unset', () => {
    expect(readEnv({ PLATFORM_PORT: '' })).toEqual({
      ok: true,
      env: {
        port: 4010,
        host: '127.0.0.1',
        dataDir: './data',
        demoStoreHash: 'demo',
        demoToken: 'demo-token',
        starterToken: 'starter-token',
        seed: 'demo',
        rateLimit: { enforce: false, quota: 150, windowMs: 30_000 },
        adminKey: 'emulator-admin-key',
        publicUrl: 'http://127.0.0.1:4010',
      },
    });
  });

  it('reads every variable', () => {
    const result = readEnv({
      PLATFORM_PORT: '4999',
      PLATFORM_HOST: '0.0.0.0',
      DATA_DIR: '/tmp/platform',
      DEMO_STORE_HASH: 'abc123',
      PLATFORM_DEMO_TOKEN: 'secret',
      PLATFORM_STARTER_TOKEN: 'starter-secret',
      PLATFORM_SEED: 'large',
      PLATFORM_RATE_LIMIT: 'enforce',
      PLATFORM_RATE_LIMIT_QUOTA: '20',
      PLATFORM_RATE_LIMIT_WINDOW_MS: '1000',
      PLATFORM_ADMIN_KEY: 'admin-secret',
      PLATFORM_PUBLIC_URL: 'https://platform.example.com/',
    });
    expect(result).toEqual({
      ok: true,
      env: {
        port: 4999,
        host: '0.0.0.0',
        dataDir: '/tmp/platform',
        demoStoreHash: 'abc123',
        demoToken: 'secret',
        starterToken: 'starter-secret',
        seed: 'large',
        rateLimit: { enforce: true, quota: 20, windowMs: 1000 },
        adminKey: 'admin-secret',
        publicUrl: 'https://platform.example.com',
      },
    });
  });

  it('names each bad variable in one message', () => {
    const result = readEnv({
      PLATFORM_PORT: '70000',
      PLATFORM_SEED: 'lots',
      PLATFORM_RATE_LIMIT: 'on',
      DEMO_STORE_HASH: 'Demo Store',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('PLATFORM_PORT: must be at most 65535');
    expect(result.message).toContain('PLATFORM_SEED: must be demo, large, large-3 or small');
    expect(result.message).toContain('PLATFORM_RATE_LIMIT: must be headers or enforce');
    expect(result.message).toContain(
      'DEMO_STORE_HASH: must be 1 to 32 lowercase letters or digits',
    );
  });
});
