// The process configuration, read once from the environment and parsed with zod. A bad value stops
// start-up with one line naming the variable (see loadConfig).
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
  /** Behind a reverse proxy or load balancer, trust its X-Forwarded-For for the client address. */
  TRUST_PROXY: z.enum(['true', 'false'], 'must be true or false').default('false').transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url('must be a URL').optional()),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
});

export type Env = z.input<typeof configSchema>;
export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
  /** CLIENT_DIR (the built browser app) resolved against the working directory. */
  clientDir: string;
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
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    clientDir: path.resolve(config.CLIENT_DIR),
    isProduction: config.NODE_ENV === 'production',
  };
}
