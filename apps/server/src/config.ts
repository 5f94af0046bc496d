import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the server reads from its environment, with the embedded defaults. */
export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** The platform's API root; the emulator by default, `https://api.bigcommerce.com` in production. */
  PLATFORM_URL: z.url().default('http://127.0.0.1:4010'),
  DEMO_STORE_HASH: z
    .string()
    .regex(/^[a-z0-9]+$/)
    .default('demo'),
  PLATFORM_DEMO_TOKEN: z.string().min(1).default('demo-token'),
  DEMO_USER_EMAIL: z.email().default('demo@example.com'),
  DEMO_USER_PASSWORD: z.string().min(8).default('demo-password'),
  /** Where the built admin app is; `apps/admin/dist` of this checkout by default. */
  ADMIN_DIST: z.string().default(path.resolve(here, '../../admin/dist')),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /** Set when a TLS-terminating proxy sits in front, so that cookies become Secure. */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server settings:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
