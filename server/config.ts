// The process configuration, read once from the environment and parsed with zod. A bad value stops
// start-up with one line naming the variable (see loadConfig).
import { isIP } from 'node:net';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The names proxy-addr (Fastify's trustProxy) accepts for well-known ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server to believe about the client's address (X-Forwarded-For), as
 * Fastify's trustProxy takes it: none (false), how many hops, or the proxies' addresses. `true` (believe
 * any hop, so the left-most address a client writes) is refused.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (lower === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For a client writes; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2 or 10.0.0.0/24, comma-separated)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${wrong}" is not a hop count, an IP address, a CIDR range (10.0.0.0/24) or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** One mailbox, bare or with a display name: `connect@example.org`, `"Living Water Ministries" <connect@example.org>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const parsed = addressparser(value, { flatten: true });
    return parsed.length === 1 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(parsed[0]?.address ?? '');
  }, 'must be one email address, e.g. connect@example.org or "Living Water Ministries" <connect@example.org>');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  CLIENT_DIR: z.string().trim().min(1).default('./dist/client'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalString.pipe(z.url('must be a URL such as https://example.org').optional()),
  /** Behind reverse proxies or load balancers: how many, or their addresses (see TrustProxy). */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url('must be a URL').optional()),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** `demo` takes demo payments even in production (say so on purpose); unset means Stripe when a key is set. */
  PAYMENTS: optionalString.pipe(z.enum(['stripe', 'demo'], 'must be stripe or demo').optional()),
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
  /** Where email goes out (smtp://user:pass@host:587, smtps://... for TLS from the start); unset keeps it in the outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .url('must be a URL such as smtp://user:password@smtp.example.org:587')
      .regex(/^smtps?:\/\/[^/?#]/, 'must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@smtp.example.org:587')
      .optional(),
  ),
  /** The processing fee a donor may choose to cover: a percentage of the gift and a fixed part (Stripe's US card pricing by default). */
  GIVING_FEE_PERCENT: optionalString
    .pipe(z.coerce.number<string>('must be a number such as 2.9').min(0, 'must be from 0 to 20').max(20, 'must be from 0 to 20').optional())
    .transform((percent) => percent ?? 2.9),
  GIVING_FEE_FIXED_CENTS: optionalString
    .pipe(z.coerce.number<string>('must be whole cents such as 30').int('must be whole cents such as 30').min(0).max(1000).optional())
    .transform((cents) => cents ?? 30),
  /** Who email is from; unset, the ministry at its own address (src/content/ministry.ts). */
  MAIL_FROM: optionalString.pipe(mailbox.optional()),
});

export type Env = z.input<typeof configSchema>;
export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
  /** CLIENT_DIR (the built browser app) resolved against the working directory. */
  clientDir: string;
  /** The site's address without a trailing slash, for links in emails: PUBLIC_URL, or http://localhost:PORT. */
  siteUrl: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid value'}`);
  }
  const config = parsed.data;
  // A live site must never take demo payments by accident: a missing key is an error unless asked for.
  if (!config.STRIPE_SECRET_KEY && (config.PAYMENTS === 'stripe' || (config.NODE_ENV === 'production' && config.PAYMENTS !== 'demo'))) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_SECRET_KEY: required to take real payments; set PAYMENTS=demo to run the demo payment form instead',
    );
  }
  // Secure cookies and HSTS follow https: a live site must say it is on https (PUBLIC_URL) or let its proxy say
  // so per request (X-Forwarded-Proto, believed only from the proxies TRUST_PROXY names).
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL && config.TRUST_PROXY === false) {
    throw new ConfigError(
      "Invalid environment variable PUBLIC_URL: required in production (the site's address, e.g. https://example.org); behind a proxy that sets X-Forwarded-Proto, TRUST_PROXY may name it instead",
    );
  }
  // A link in an email must lead to the site; it is never taken from a request's Host header, which a client writes.
  if (config.NODE_ENV === 'production' && config.SMTP_URL && !config.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid environment variable PUBLIC_URL: required to send email (SMTP_URL), since the links in messages lead to the site's address, e.g. https://example.org",
    );
  }
  return {
    ...config,
    siteUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(config.DATA_DIR),
    clientDir: path.resolve(config.CLIENT_DIR),
    isProduction: config.NODE_ENV === 'production',
  };
}
