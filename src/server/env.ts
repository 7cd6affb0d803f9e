/** The only reader of process.env: validated once, fails fast with a readable message. */
import { isIP } from 'node:net';
import { z } from 'zod';

const schema = z
  .object({
    /** Unset says nothing: production is declared (NODE_ENV=production) or implied by an https:// PUBLIC_SITE_URL. */
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** Where uploaded images are kept (default DATA_DIR/files; in memory when DATA_DIR is memory://). */
    FILES_DIR: z.string().optional(),
    DATABASE_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
    SMTP_URL: z.url().optional(),
    /**
     * `keep`: in production without SMTP_URL, keep every mail in DATA_DIR/outbox instead of refusing to start
     * (decision 096). Recovery links then reach nobody but whoever reads that directory.
     */
    MAIL_OUTBOX: z
      .enum(['keep'], { error: 'the only value is `keep` (mail stays in DATA_DIR/outbox in production)' })
      .optional(),
    MAIL_FROM: z.string().default('Patinhas <nao-responder@patinhas.pt>'),
    PUBLIC_SITE_URL: z.url().default('http://localhost:4321'),
    PUBLIC_API_BASE: z.string().default('/api'),
    SEED: z.enum(['demo', 'none']).default('none'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** `off` disables the API's rate limits: for load benchmarks only, never in production (decision 024). */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * `off` keeps nothing in memory: no rendered public page and no cached public read, so every request reads the
     * database and renders (a cache miss each time). For measuring that cost and for debugging; default `on` (decision 160).
     */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /**
     * Reports (decisions 174, 196): an advert is hidden once its open reports weigh REPORT_HOLD_WEIGHT; a report by a
     * confirmed account at least 7 days old and independent of the person reported and the other weighing reporters
     * weighs REPORT_WEIGHT_ESTABLISHED, by a newer confirmed one REPORT_WEIGHT_NEW; an unconfirmed or linked account's
     * report weighs nothing.
     */
    REPORT_HOLD_WEIGHT: z.coerce.number().int().min(1).max(1000).default(3),
    REPORT_WEIGHT_ESTABLISHED: z.coerce.number().int().min(0).max(1000).default(1),
    REPORT_WEIGHT_NEW: z.coerce.number().int().min(0).max(1000).default(0),
    /**
     * nats://host:4222 (or tls://): the instances' events travel through this NATS broker's JetStream instead of
     * PostgreSQL's LISTEN/NOTIFY (decision 187). Needs DATABASE_URL: one embedded database means one instance.
     */
    BUS_URL: z
      .url()
      .refine((url) => /^(nats|tls):\/\//.test(url), 'a nats:// or tls:// address (nats://127.0.0.1:4222)')
      .optional(),
    /** The JetStream stream (and subject prefix) of BUS_URL, created when missing; default `patinhas`. */
    BUS_STREAM: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ (a JetStream stream name)')
      .optional(),
    /**
     * Web Push's VAPID key pair (issue 42, decision 190), base64url as `web-push generate-vapid-keys` prints them;
     * unset, a pair is generated once into DATA_DIR/vapid.json. Both or neither.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')
      .optional(),
    /** Who the push services may contact about our pushes: mailto: or https:; default mailto: of MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto:… or https://…')
      .optional(),
    /**
     * The push services a device's subscription may point at (comma separated host names, `*.` for a domain's
     * hosts): the server posts to nothing else. Default: those of Chrome, Firefox, Safari and Edge.
     */
    PUSH_SERVICES: z
      .string()
      .default('fcm.googleapis.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com')
      .refine((list) => !/[:/@]/.test(list), 'host names only: pushes go to port 443 (decision 198)'),
    /**
     * One push service on the operator's own network, `host:port` (the tests' fake push service): the only endpoint
     * allowed another port than 443 and an address that is not public. Unset in production (decision 198).
     */
    PUSH_LOCAL_SERVICE: z
      .string()
      .regex(/^[a-z0-9.-]+:\d{1,5}$/i, 'host:port')
      .optional(),
    /** Origins allowed to open /ws besides PUBLIC_SITE_URL (comma separated). */
    WS_ALLOWED_ORIGINS: z.string().default(''),
    /** Where images go: `disk` (FILES_DIR or DATA_DIR/files, the default) or `s3`, the store several instances share (decision 111). */
    FILE_STORE: z.enum(['disk', 's3']).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` (default): https://endpoint/bucket/key; `false`: https://bucket.endpoint/key. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Reverse proxies whose X-Forwarded-For is believed (comma separated addresses or CIDR ranges; decision 112). */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .refine(
        (list) => (list ?? '').split(',').every(isAddressOrRange),
        'comma separated addresses or CIDR ranges (10.0.0.0/8)',
      ),
  })
  .superRefine((e, ctx) => {
    if (e.FILE_STORE === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!e[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when FILE_STORE=s3' });
      }
    }
    if (e.BUS_URL && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['BUS_URL'],
        message:
          'needs DATABASE_URL: the embedded database serves one instance, whose events need no broker ' +
          '(unset BUS_URL, or set DATABASE_URL=postgres://… to run several instances)',
      });
    }
    if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (a pair is kept in DATA_DIR)',
      });
    }
    // A production site without SMTP would keep live recovery links in a directory instead of mailing them.
    if (isProduction(e) && !e.SMTP_URL && e.MAIL_OUTBOX !== 'keep') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'required in production (NODE_ENV=production or an https:// PUBLIC_SITE_URL), or recovery mails reach nobody: ' +
          'set SMTP_URL=smtp://user:pass@host:587, or MAIL_OUTBOX=keep to keep every mail in DATA_DIR/outbox on purpose',
      });
    }
  });

export type Env = z.infer<typeof schema>;

/** Production is declared (NODE_ENV=production) or implied by a public https:// address. */
export function isProduction(e: Pick<Env, 'NODE_ENV' | 'PUBLIC_SITE_URL'>): boolean {
  return e.NODE_ENV === 'production' || e.PUBLIC_SITE_URL.startsWith('https://');
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.trim().split('/');
  if (entry.trim() === '') return true;
  const type = isIP(address);
  if (!type || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (type === 4 ? 32 : 128));
}

/** Validates a set of variables (process.env at start-up); throws one readable message listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const load = (): Env => parseEnv(process.env);

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
