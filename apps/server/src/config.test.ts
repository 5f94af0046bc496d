import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

const productionKey = Buffer.alloc(32, 'production').toString('base64');

describe('readConfig', () => {
  it('starts locally on the embedded defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      APP_CLIENT_ID: 'metafield-studio-local',
      APP_CLIENT_SECRET: 'local-client-secret',
      PLATFORM_EMULATOR: true,
    });
    expect(Buffer.from(config.ENCRYPTION_KEY, 'base64')).toHaveLength(32);
  });

  it('trusts one proxy for true, never every hop, else the hops or addresses given', () => {
    const trust = (TRUST_PROXY?: string) =>
      readConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('refuses the local client credentials and key in production, naming each', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'APP_CLIENT_ID, APP_CLIENT_SECRET, ENCRYPTION_KEY must be set in production',
    );
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        APP_CLIENT_ID: 'real-id',
        APP_CLIENT_SECRET: 'real-secret',
        ENCRYPTION_KEY: productionKey,
      }),
    ).not.toThrow();
  });

  it('names a bad setting', () => {
    expect(() => readConfig({ ENCRYPTION_KEY: Buffer.alloc(8).toString('base64') })).toThrow(
      /ENCRYPTION_KEY: must be 32 bytes/,
    );
  });
});
