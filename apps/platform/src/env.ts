import * as z from 'zod';

/** An unset and an empty variable mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

const envSchema = z.object({
  PLATFORM_PORT: optional(integer(1, 65535).default(4010)),
  PLATFORM_HOST: optional(z.string().default('127.0.0.1')),
  DATA_DIR: optional(z.string().default('./data')),
  DEMO_STORE_HASH: optional(
    z
      .string()
      .regex(/^[a-z0-9]{1,32}$/, { error: 'must be 1 to 32 lowercase letters or digits' })
      .default('demo'),
  ),
  PLATFORM_DEMO_TOKEN: optional(z.string().default('demo-token')),
  PLATFORM_STARTER_TOKEN: optional(z.string().default('starter-token')),
  PLATFORM_SEED: optional(
    z
      .enum(['demo', 'large', 'large-3', 'small'], {
        error: 'must be demo, large, large-3 or small',
      })
      .default('demo'),
  ),
  PLATFORM_RATE_LIMIT: optional(
    z.enum(['headers', 'enforce'], { error: 'must be headers or enforce' }).default('headers'),
  ),
  PLATFORM_RATE_LIMIT_QUOTA: optional(integer(1, 1_000_000).default(150)),
  PLATFORM_RATE_LIMIT_WINDOW_MS: optional(integer(1, 3_600_000).default(30_000)),
  PLATFORM_ADMIN_KEY: optional(z.string().default('emulator-admin-key')),
  PLATFORM_PUBLIC_URL: optional(z.url({ error: 'must be an http(s) URL' }).optional()),
});

export interface PlatformEnv {
  port: number;
  host: string;
  dataDir: string;
  demoStoreHash: string;
  demoToken: string;
  /** The token of the second, small store `starter` (the app puts it on its lower plan). */
  starterToken: string;
  /**
   * How much the seeded store holds: `demo`, `large` (benchmarks) or `small`; `large-3` is
   * `large` and two more stores as large, `large2` and `large3` (several stores' jobs at once).
   */
  seed: 'demo' | 'large' | 'large-3' | 'small';
  /** Rate-limit headers always; 429s only with `PLATFORM_RATE_LIMIT=enforce`. */
  rateLimit: { enforce: boolean; quota: number; windowMs: number };
  /** Guards the emulator's own admin endpoints (`/emulator/apps`). */
  adminKey: string;
  /** `PLATFORM_PUBLIC_URL`, else the listening address. */
  publicUrl: string;
}

/** Reads the emulator's settings, or explains every bad variable in one message. */
export function readEnv(
  env: Record<string, string | undefined>,
): { ok: true; env: PlatformEnv } | { ok: false; message: string } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, message: `invalid environment:\n${lines.join('\n')}` };
  }
  const value = parsed.data;
  return {
    ok: true,
    env: {
      port: value.PLATFORM_PORT,
      host: value.PLATFORM_HOST,
      dataDir: value.DATA_DIR,
      demoStoreHash: value.DEMO_STORE_HASH,
      demoToken: value.PLATFORM_DEMO_TOKEN,
      starterToken: value.PLATFORM_STARTER_TOKEN,
      seed: value.PLATFORM_SEED,
      rateLimit: {
        enforce: value.PLATFORM_RATE_LIMIT === 'enforce',
        quota: value.PLATFORM_RATE_LIMIT_QUOTA,
        windowMs: value.PLATFORM_RATE_LIMIT_WINDOW_MS,
      },
      adminKey: value.PLATFORM_ADMIN_KEY,
      publicUrl: (
        value.PLATFORM_PUBLIC_URL ?? `http://${value.PLATFORM_HOST}:${value.PLATFORM_PORT}`
      ).replace(/(?<!\/)\/+$/, ''),
    },
  };
}
