/** The only reader of process.env: validated once, fails fast with a readable message. */
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded images are kept (default DATA_DIR/files; in memory when DATA_DIR is memory://). */
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Patinhas <nao-responder@patinhas.pt>'),
  PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
  PUBLIC_API_BASE: z.string().default('/api'),
  SEED: z.enum(['demo', 'none']).default('none'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `off` disables the API's rate limits: for load benchmarks only, never in production (decision 024). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Origins allowed to open /ws besides PUBLIC_SITE_URL (comma separated). */
  WS_ALLOWED_ORIGINS: z.string().default(''),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The validated environment (read once per process). */
export function env(): Env {
  cached ??= load();
  return cached;
}

/** Tests change variables between cases; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
