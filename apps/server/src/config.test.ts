import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, readConfig } from './config.js';

const productionKey = Buffer.alloc(32, 'production').toString('base64');

describe('readConfig', () => {
  it('starts locally on the embedded defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      APP_CLIENT_ID: 'metafield-studio-local',
      APP_CLIENT_SECRET: 'local-client-secret',
      PLATFORM_EMULATOR: true,
      PAYMENT_PROVIDER: 'local',
    });
    expect(Buffer.from(config.ENCRYPTION_KEY, 'base64')).toHaveLength(32);
  });

  it('runs on PostgreSQL given a postgres:// URL, and refuses any other database URL', () => {
    expect(readConfig({}).DATABASE_URL).toBeUndefined();
    const url = 'postgres://studio:secret@db.internal:5432/studio';
    expect(readConfig({ DATABASE_URL: url })).toMatchObject({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: 10,
    });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/studio' }).DATABASE_URL).toBe(
      'postgresql://db/studio',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/studio' })).toThrow(
      'DATABASE_URL: must be a postgres:// URL',
    );
  });

  it('leases jobs for 60 s and polls every 60 s by default, shorter when told', () => {
    expect(readConfig({})).toMatchObject({ JOB_LEASE_SECONDS: 60, JOB_POLL_SECONDS: 60 });
    expect(readConfig({ JOB_LEASE_SECONDS: '4', JOB_POLL_SECONDS: '1' })).toMatchObject({
      JOB_LEASE_SECONDS: 4,
      JOB_POLL_SECONDS: 1,
    });
    expect(() => readConfig({ JOB_LEASE_SECONDS: '1' })).toThrow('JOB_LEASE_SECONDS');
    expect(() => readConfig({ JOB_POLL_SECONDS: '0' })).toThrow('JOB_POLL_SECONDS');
  });

  it('keeps the change history 90 days by default, as many as told', () => {
    expect(readConfig({}).CHANGE_HISTORY_DAYS).toBe(90);
    expect(readConfig({ CHANGE_HISTORY_DAYS: '30' }).CHANGE_HISTORY_DAYS).toBe(30);
    expect(() => readConfig({ CHANGE_HISTORY_DAYS: '0' })).toThrow('CHANGE_HISTORY_DAYS');
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

describe('a platform that is not on this machine', () => {
  const remote = { PLATFORM_URL: 'https://api.bigcommerce.com' };
  const realSecrets = {
    APP_CLIENT_ID: 'real-id',
    APP_CLIENT_SECRET: 'real-secret',
    ENCRYPTION_KEY: productionKey,
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
  };
  const refusal = (needs: string) =>
    `Invalid server settings: the platform (PLATFORM_URL, PLATFORM_LOGIN_URL) is not on this machine, so the server needs ${needs}`;

  it('tells loopback addresses from the rest', () => {
    for (const url of [
      'http://127.0.0.1:4010',
      'http://127.8.9.10',
      'http://localhost:4010',
      'http://LOCALHOST',
      'http://platform.localhost',
      'http://[::1]:4010',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://api.bigcommerce.com',
      'http://10.0.0.1',
      'http://0.0.0.0:4010',
      'http://[::]:4010',
      'http://[::ffff:7f00:1]',
      'http://127.0.0.1.example.com',
      'http://localhost.example.com',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('turns the emulator mode off by default, and on beside a local platform', () => {
    expect(readConfig({}).PLATFORM_EMULATOR).toBe(true);
    expect(readConfig({ PLATFORM_URL: 'http://localhost:4999' }).PLATFORM_EMULATOR).toBe(true);
    expect(readConfig({ PLATFORM_EMULATOR: 'false' }).PLATFORM_EMULATOR).toBe(false);
    // Started with every setting but the payment provider, to see the default it would take.
    expect(() => readConfig({ ...remote, ...realSecrets })).toThrow(
      refusal('PAYMENT_PROVIDER (a real provider, not local)'),
    );
  });

  it('refuses to start on the local defaults, naming every missing setting', () => {
    expect(() => readConfig(remote)).toThrow(
      refusal(
        'APP_CLIENT_ID, APP_CLIENT_SECRET, ENCRYPTION_KEY, SMTP_URL, PAYMENT_PROVIDER (a real provider, not local)',
      ),
    );
    // With NODE_ENV unset, as with it set.
    expect(() => readConfig({ ...remote, NODE_ENV: 'production' })).toThrow(
      refusal(
        'APP_CLIENT_ID, APP_CLIENT_SECRET, ENCRYPTION_KEY, SMTP_URL, PAYMENT_PROVIDER (a real provider, not local)',
      ),
    );
    expect(() =>
      readConfig({ ...remote, APP_CLIENT_ID: 'real-id', SMTP_URL: realSecrets.SMTP_URL }),
    ).toThrow(
      refusal('APP_CLIENT_SECRET, ENCRYPTION_KEY, PAYMENT_PROVIDER (a real provider, not local)'),
    );
  });

  it('refuses the emulator mode when asked for', () => {
    expect(() => readConfig({ ...remote, ...realSecrets, PLATFORM_EMULATOR: 'true' })).toThrow(
      refusal('PAYMENT_PROVIDER (a real provider, not local), PLATFORM_EMULATOR=false'),
    );
  });

  it('counts a login URL elsewhere as a platform elsewhere: the client secret goes there', () => {
    expect(() => readConfig({ PLATFORM_LOGIN_URL: 'https://login.bigcommerce.com' })).toThrow(
      refusal(
        'APP_CLIENT_ID, APP_CLIENT_SECRET, ENCRYPTION_KEY, SMTP_URL, PAYMENT_PROVIDER (a real provider, not local)',
      ),
    );
  });

  it('knows no payment provider but the local one, which only a local platform may use', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER: /);
    expect(readConfig({ PAYMENT_PROVIDER: 'local' }).PAYMENT_PROVIDER).toBe('local');
  });
});
