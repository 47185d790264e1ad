// createAppDeps(config): the one place the app's outside parts are chosen and opened: the database
// (PGlite or Postgres), the payment gateway (Stripe or demo), the AI provider and the generator's writer (any
// OpenAI-compatible server, or the offline assistant and drafter that work from the Bible store), the worker
// thread that lays out Word and PDF downloads, the rate-limit store (memory or Redis), the outbox's sender
// (an SMTP server, or none: messages kept for the desk), the session secret, the clock and the logger. main.ts calls it with the environment's config; a test
// calls it with overrides for only what it needs. Adding a port touches this file and the port's user.
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import type { Database, Db } from '../db';
import { OfflineAiProvider } from './adapters/ai/offline';
import { OfflineContentWriter } from './adapters/ai/offline-content';
import { OpenAiProvider } from './adapters/ai/openai';
import { OpenAiContentWriter } from './adapters/ai/openai-content';
import { createSmtpTransport } from './adapters/mail/smtp';
import { DemoGateway } from './adapters/payments/demo';
import { StripeGateway } from './adapters/payments/stripe';
import type { Config } from './config';
import { ministryMailbox } from './emails/compose';
import { createRateLimits, type RateLimits } from './rate-limit';
import { openDatabase } from './startup';
import { createPrayerWall, PRAYER_WALL_CHANNEL, type PrayerWall } from './services/prayer/wall';
import { FORGOT_PASSWORD_ANSWER_MS } from './services/accounts/password-reset';
import type { AiProvider } from './services/chat/ai-provider';
import type { ContentWriter } from './services/content/content-writer';
import { createDocumentRenderer, type DocumentRenderer } from './services/content/document-renderer';
import { sendDailyPrayerDigest } from './services/desk/prayer-digest';
import { chargeDueGifts } from './services/giving/schedule';
import { createOutboxWorker, type OutboxWorker } from './services/email/outbox-worker';
import type { PaymentGateway } from './services/payments/gateway';
import { resolveSessionSecret } from './session';

export interface Clock {
  now(): Date;
}

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  /** The card processor: Stripe, or the demo gateway when no key is set. */
  payments: PaymentGateway;
  /** The language model: an OpenAI-compatible server when OPENAI_API_KEY is set, else the offline assistant. */
  ai: AiProvider;
  /** The generator's writer: the same OpenAI-compatible server with structured output, else the offline drafter. */
  writer: ContentWriter;
  /** Lays out the generator's Word and PDF files on a worker thread, a few at a time. */
  documents: DocumentRenderer;
  limits: RateLimits;
  /** The public prayer list, kept in memory and invalidated on every write (services/prayer/wall.ts). */
  prayerWall: PrayerWall;
  /**
   * Sends the outbox through SMTP_URL, or keeps its messages for the desk without one
   * (services/email/outbox-worker.ts). main.ts starts it; a test starts it or calls deliverDue().
   */
  outbox: OutboxWorker;
  /** Seals the session cookie. */
  sessionSecret: string;
  clock: Clock;
  /**
   * The least time "Forgot password?" takes to answer, whatever happened (FORGOT_PASSWORD_ANSWER_MS); read at
   * each request, so a test whose point is not that time can shorten it.
   */
  forgotPasswordAnswerMs: number;
  logger: Logger;
  /** Closes what createAppDeps opened (not what an override handed in). */
  close(): Promise<void>;
}

export type AppDepsOverrides = Partial<Omit<AppDeps, 'db' | 'close' | 'payments'>> & {
  /** A gateway, or how to make one on the app's database. */
  payments?: PaymentGateway | ((db: Db) => PaymentGateway);
};

export const systemClock: Clock = { now: () => new Date() };

export async function createAppDeps(config: Config, overrides: AppDepsOverrides = {}): Promise<AppDeps> {
  const logger = overrides.logger ?? createLogger(config);
  const closers: (() => Promise<void> | void)[] = [];

  let database = overrides.database;
  if (!database) {
    database = await openDatabase(config, logger);
    closers.push(() => database?.close());
  }

  const prayerWall = overrides.prayerWall ?? createPrayerWall(database.db);
  // Several instances on one Postgres: a write on any of them (or by hand) reaches every wall (decision 012).
  if (!overrides.prayerWall) {
    const unlisten = await database.listen(PRAYER_WALL_CHANNEL, () => prayerWall.invalidate());
    closers.push(unlisten);
  }

  let limits = overrides.limits;
  if (!limits) {
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) closers.push(() => redis.disconnect());
    limits = createRateLimits(redis ? { redis } : {});
  }

  const documents = overrides.documents ?? createDocumentRenderer();
  if (!overrides.documents) closers.push(() => documents.close());

  const clock = overrides.clock ?? systemClock;
  const payments =
    typeof overrides.payments === 'function' ? overrides.payments(database.db) : (overrides.payments ?? choosePaymentGateway(config, database.db));
  let outbox = overrides.outbox;
  if (!outbox) {
    const transport = config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null;
    if (transport) closers.push(() => transport.close());
    const db = database.db;
    const listen = database.listen.bind(database);
    // Once a day (the first look after midnight UTC, on whichever instance claims it): the staff's prayer digest.
    // At every look: the recurring gifts the app's own schedule charges (the demo gateway), each once.
    const chores = [() => sendDailyPrayerDigest({ db, config }, clock.now()), () => chargeDueGifts({ db, payments, clock, logger, config })];
    const worker = createOutboxWorker({ db, listen, transport, from: config.MAIL_FROM ?? ministryMailbox, logger, chores });
    // Closed first (closers run in reverse): the messages in hand are finished while the database is open.
    closers.push(() => worker.stop());
    outbox = worker;
  }


  return {
    config,
    database,
    db: database.db,
    payments,
    ai: overrides.ai ?? chooseAiProvider(config),
    writer: overrides.writer ?? chooseContentWriter(config),
    documents,
    limits,
    prayerWall,
    outbox,
    sessionSecret: overrides.sessionSecret ?? (await resolveSessionSecret(config)),
    clock,
    forgotPasswordAnswerMs: overrides.forgotPasswordAnswerMs ?? FORGOT_PASSWORD_ANSWER_MS,
    logger,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}

function choosePaymentGateway(config: Config, db: Db): PaymentGateway {
  if (config.PAYMENTS === 'demo' || !config.STRIPE_SECRET_KEY) return new DemoGateway(db);
  return new StripeGateway(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET ? { webhookSecret: config.STRIPE_WEBHOOK_SECRET } : {});
}

function chooseAiProvider(config: Config): AiProvider {
  if (!config.OPENAI_API_KEY) return new OfflineAiProvider();
  return new OpenAiProvider({ apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL, ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}) });
}

function chooseContentWriter(config: Config): ContentWriter {
  if (!config.OPENAI_API_KEY) return new OfflineContentWriter();
  return new OpenAiContentWriter({ apiKey: config.OPENAI_API_KEY, model: config.OPENAI_MODEL, ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}) });
}

/**
 * Readable lines for a person at a terminal, JSON lines for everything else (log collectors, CI). Errors
 * are logged without the values they carried (see safeError); cookies and authorization never.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: safeError, req: loggedRequest },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY && config.NODE_ENV !== 'test') {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } });
  }
  return pino(options);
}

/** What a request's log line says of it: Fastify's own fields, with the secrets in its query string hidden. */
function loggedRequest(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url && withoutQuerySecrets(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** Query parameters whose values are secrets: Stripe's return adds `payment_intent_client_secret`. */
const SECRET_PARAMETER = /secret|token|password|key|signature|code/i;
/** And those that may hold someone's email or name: what staff search the desk's lists for. */
const PERSONAL_PARAMETER = /^(search|email)$/i;
/** The desk's tRPC calls: their whole input (a search among subscribers, members, donors) stays out of the log. */
const DESK_TRPC_PATH = /^\/trpc\/(?:[^?]*,)?desk\./;

/**
 * The URL as a log may keep it: the value of every query parameter named like a secret (a payment's client
 * secret on Stripe's return to /thank-you, a reset token) or holding personal data (a search on the desk, the
 * input of any desk call) replaced with `[redacted]`.
 */
export function withoutQuerySecrets(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const deskCall = DESK_TRPC_PATH.test(url);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const decoded = decodeURIComponentSafely(name);
      const hidden = SECRET_PARAMETER.test(decoded) || PERSONAL_PARAMETER.test(decoded) || (deskCall && decoded === 'input');
      return hidden ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An error as the log may keep it: its type, code, message and stack, and the failed query's text, but never
 * the query's parameters or the database's detail line, which hold what people typed (private prayers,
 * email addresses). drizzle writes the parameters into its message ("Failed query: ...\nparams: ...").
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const withoutParams = (text: string | undefined) => text?.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');
  const fields = error as Error & { code?: unknown; query?: unknown; cause?: unknown; constraint_name?: unknown; table_name?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.query === 'string' ? { query: fields.query } : {}),
    ...(typeof fields.table_name === 'string' ? { table: fields.table_name } : {}),
    ...(typeof fields.constraint_name === 'string' ? { constraint: fields.constraint_name } : {}),
    stack: withoutParams(error.stack),
    ...(fields.cause ? { cause: safeError(fields.cause) } : {}),
  };
}
