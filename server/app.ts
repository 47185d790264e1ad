// buildApp(deps) assembles the HTTP server: security headers, compression, tRPC at /trpc, the documented
// REST paths under /api with their OpenAPI document, the health check and the browser app. It opens
// nothing itself: main.ts (and each test) hands it the configuration and an open database.
import compress from '@fastify/compress';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Database } from '../db';
import { registerClient, isClientRoute, sendIndexHtml, type ClientServing, type IndexHtmlRenderer } from './client';
import type { Config } from './config';
import { contextFromRequest } from './context';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { buildOpenApiDocument } from './openapi';
import { createRateLimits, type RateLimits } from './rate-limit';
import { registerRestRoutes, restRoutes } from './rest';
import { DemoGateway } from './services/payments/demo-gateway';
import type { PaymentGateway } from './services/payments/gateway';
import { appRouter, type AppRouter } from './routers/_app';
import { refuseCrossSiteWrites, registerSecurityHeaders } from './security';
import { sessionOptions } from './session';
import { registerStripeWebhook } from './stripe-webhook';
import type { AppDeps } from './trpc';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Seals the session cookie (server/session.ts resolves it). */
  sessionSecret: string;
  /** The card processor; the demo gateway on this database unless main.ts hands in Stripe. */
  payments?: PaymentGateway;
  /** Rate-limit counters; in memory unless main.ts hands in Redis-backed ones. */
  limits?: RateLimits;
  /** How to serve the browser app; none in API-only tests. */
  client?: ClientServing;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp({ config, database, client, logger, limits, sessionSecret, payments }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
  });
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const deps: AppDeps = {
    config,
    db: database.db,
    limits: limits ?? createRateLimits(),
    sessionOptions: sessionOptions(sessionSecret, https),
    payments: payments ?? new DemoGateway(database.db),
  };

  app.setErrorHandler<FastifyError>((error, req, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE });
    }
    return reply.status(status).send(frameworkError(status, error.code, error.message));
  });

  refuseCrossSiteWrites(app, config.PUBLIC_URL);
  await registerSecurityHeaders(app, { https, dev: client?.mode === 'vite' });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => contextFromRequest(deps, req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, deps);
  await registerStripeWebhook(app, deps);
  const openApiDocument = buildOpenApiDocument(restRoutes, {
    title: 'Living Water Ministries API',
    version: '1.0.0',
    ...(config.PUBLIC_URL ? { serverUrl: config.PUBLIC_URL } : {}),
  });
  app.get('/api/openapi.json', async () => openApiDocument);

  app.get('/healthz', async (_req, reply) => {
    const databaseUp = await database.ping();
    return reply
      .status(databaseUp ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: databaseUp ? 'ok' : 'unavailable', database: databaseUp ? 'up' : 'down' });
  });

  const renderIndexHtml: IndexHtmlRenderer | undefined = client ? await registerClient(app, client) : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    if (renderIndexHtml && isClientRoute(req)) return sendIndexHtml(reply, await renderIndexHtml(req));
    const pathname = req.url.split('?')[0];
    return reply.status(404).send({ error: 'NOT_FOUND', message: `Nothing is served at ${req.method} ${pathname}` });
  });

  return app;
}

/** Errors raised by Fastify itself (body too large, bad JSON, wrong content type) in the API's error shape. */
function frameworkError(status: number, code: string | undefined, message: string) {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { error: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Requests must be sent as JSON (Content-Type: application/json).' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { error: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    default:
      return { error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message };
  }
}
