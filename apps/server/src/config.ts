import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Local defaults that only a developer's machine may use: refused when NODE_ENV=production, and
 * whenever the platform is not on this machine (`readConfig`).
 */
const LOCAL_CLIENT_ID = 'metafield-studio-local';
const LOCAL_CLIENT_SECRET = 'local-client-secret';
const LOCAL_ENCRYPTION_KEY = Buffer.alloc(32, 'metafield-studio-local-key').toString('base64');

/** Every setting the server reads from its environment, with the embedded defaults. */
export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /**
   * `postgres://user:password@host:5432/database`: the server runs on PostgreSQL, and several
   * instances may share it (README, "Production"). Unset: SQLite in `DATA_DIR`.
   */
  DATABASE_URL: z
    .url({ protocol: /^postgres(?:ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** Connections each instance keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /**
   * How long a running job's lease lasts unrenewed (renewed every quarter of it): after a crash
   * on another machine, its jobs wait this long before another instance resumes them (ADR 0011).
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** How often each instance looks for jobs it was not told about (another's, or expired leases). */
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How many days the change history keeps a change (issue 28): removed after, by the cleanup
   * that removes week-old jobs. The changes outlive the jobs that made them.
   */
  CHANGE_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The platform's API root; the emulator by default, `https://api.bigcommerce.com` in production. */
  PLATFORM_URL: z.url().default('http://127.0.0.1:4010'),
  DEMO_STORE_HASH: z
    .string()
    .regex(/^[a-z0-9]+$/)
    .default('demo'),
  PLATFORM_DEMO_TOKEN: z.string().min(1).default('demo-token'),
  /** The lower-plan demo store's store-level token (the fallback when the install fails). */
  PLATFORM_STARTER_TOKEN: z.string().min(1).default('starter-token'),
  DEMO_USER_EMAIL: z.email().default('demo@example.com'),
  DEMO_USER_PASSWORD: z.string().min(8).default('demo-password'),
  /** Where the built admin app is; `apps/admin/dist` of this checkout by default. */
  ADMIN_DIST: z.string().default(path.resolve(here, '../../admin/dist')),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /**
   * Which proxies in front are ours, so that their X-Forwarded-Proto makes cookies Secure and
   * their X-Forwarded-For gives the address login throttling counts: `false`, `true` (one
   * proxy), a number of hops, or a comma-separated list of addresses and CIDR ranges. `true` is
   * one hop, never "trust every hop": a client could otherwise choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((text): boolean | number | string => {
      if (text === '' || text === 'false' || text === '0') return false;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      return text;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** The app's public base URL: the platform sends browsers to its /auth and /load callbacks. */
  APP_URL: z.url().optional(),
  /** The app's credentials as registered with the platform. */
  APP_CLIENT_ID: z.string().min(1).default(LOCAL_CLIENT_ID),
  APP_CLIENT_SECRET: z.string().min(1).default(LOCAL_CLIENT_SECRET),
  /** Where the OAuth code is exchanged: the emulator by default, `https://login.bigcommerce.com`. */
  PLATFORM_LOGIN_URL: z.url().optional(),
  /**
   * The platform is the emulator: on start, register the app there (with its admin key) and
   * install it into the demo store, seed the demo login, show mail at /dev/outbox, so that
   * `npm start` is ready to use. By default only when PLATFORM_URL is a loopback address.
   */
  PLATFORM_EMULATOR: z.stringbool().optional(),
  PLATFORM_ADMIN_KEY: z.string().min(1).default('emulator-admin-key'),
  /**
   * Origins whose pages may frame the app, space- or comma-separated (e.g.
   * `https://*.mybigcommerce.com`); by default PLATFORM_URL's origin with the emulator, else
   * `https://*.mybigcommerce.com`.
   */
  FRAME_ANCESTORS: z.string().optional(),
  /** 32 bytes, base64: encrypts store tokens and WebDAV passwords at rest. */
  ENCRYPTION_KEY: z
    .base64()
    .refine((key) => Buffer.from(key, 'base64').length === 32, { error: 'must be 32 bytes' })
    .default(LOCAL_ENCRYPTION_KEY),
  /** Outgoing mail (password resets); without it, mail goes to the outbox page and the log. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.email().default('no-reply@metafield.studio'),
  /**
   * Who bills the stores. `local` keeps customers, subscriptions and invoices in SQLite and
   * marks every invoice paid: for a developer's machine only. No other provider exists yet.
   */
  PAYMENT_PROVIDER: z.enum(['local']).default('local'),
});

export type ServerConfig = Omit<z.infer<typeof configSchema>, 'PLATFORM_EMULATOR'> & {
  PLATFORM_EMULATOR: boolean;
};

/**
 * Whether a URL's host is this machine: `localhost`, 127.0.0.0/8 or ::1. The one test of
 * "running locally": NODE_ENV is easily left unset, while a server facing a real platform
 * necessarily names a host that is not this one.
 */
export function isLoopbackUrl(url: string): boolean {
  const hostname = new URL(url).hostname.toLowerCase();
  // An IPv6 host comes bracketed, `[::1]`.
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '::1';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server settings:\n${problems.join('\n')}`);
  }
  // The login URL counts too: the client secret is sent there.
  const platformIsLocal = [parsed.data.PLATFORM_URL, parsed.data.PLATFORM_LOGIN_URL].every(
    (url) => url === undefined || isLoopbackUrl(url),
  );
  const config: ServerConfig = {
    ...parsed.data,
    PLATFORM_EMULATOR: parsed.data.PLATFORM_EMULATOR ?? platformIsLocal,
  };
  const localSecrets = [
    config.APP_CLIENT_ID === LOCAL_CLIENT_ID && 'APP_CLIENT_ID',
    config.APP_CLIENT_SECRET === LOCAL_CLIENT_SECRET && 'APP_CLIENT_SECRET',
    config.ENCRYPTION_KEY === LOCAL_ENCRYPTION_KEY && 'ENCRYPTION_KEY',
  ].filter((name) => name !== false);
  if (!platformIsLocal) {
    // Facing a platform elsewhere, every local shortcut is someone else's way in: the local
    // secret signs /load tokens anyone can forge, the emulator mode seeds a known login and
    // shows reset links, the outbox keeps mail nobody receives, the local provider bills nothing.
    const missing = [
      ...localSecrets,
      !config.SMTP_URL && 'SMTP_URL',
      config.PAYMENT_PROVIDER === 'local' && 'PAYMENT_PROVIDER (a real provider, not local)',
      config.PLATFORM_EMULATOR && 'PLATFORM_EMULATOR=false',
    ].filter((name) => name !== false);
    if (missing.length > 0) {
      throw new Error(
        `Invalid server settings: the platform (PLATFORM_URL, PLATFORM_LOGIN_URL) is not on this machine, so the server needs ${missing.join(', ')}`,
      );
    }
  }
  if (config.NODE_ENV === 'production' && localSecrets.length > 0) {
    throw new Error(
      `Invalid server settings: ${localSecrets.join(', ')} must be set in production`,
    );
  }
  return config;
}
