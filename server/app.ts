// buildApp(deps) assembles the HTTP server: security headers, compression, tRPC at /trpc, the documented
// REST paths under /api with their OpenAPI document, the desk's CSV downloads, the Stripe webhook, the health
// check and the browser app. It opens nothing itself: its outside parts come from createAppDeps (deps.ts).
import compress from '@fastify/compress';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerClient, type ClientResponder, type ClientServing } from './client';
import { builtServerEntry, withPrayerWall, type LivePage } from './live-pages';
import { requestContextFactory } from './context';
import type { AppDeps } from './deps';
import { DATABASE_BUSY_RETRY_SECONDS, frameworkError, GENERIC_ERROR_MESSAGE, retryAfterSecondsOf, sendError } from './errors';
import { API_INFO, buildOpenApiDocument } from './rest/openapi';
import { registerDeskExports } from './rest/desk-exports';
import { OPEN_WRITE_PATHS, registerOneClickUnsubscribe } from './rest/newsletter-unsubscribe';
import { matchesEtag, registerRestRoutes } from './rest/register';
import type { RestRoute } from './rest/route';
import { restRoutes } from './rest/routes';
import { registerStripeWebhook } from './rest/stripe-webhook';
import { appRouter, type AppRouter } from './routers/_app';
import type { PrayerWall, PrayerWallSnapshot } from './services/prayer/wall';
import { refuseCrossSiteWrites, registerSecurityHeaders, trustProxyOption } from './security';
import { MAX_BATCH_SIZE } from './contracts/api-limits';

export interface BuildAppOptions {
  /** How to serve the browser app; none in API-only tests. */
  client?: ClientServing;
  /** The documented /api paths; the spec's table unless a test brings its own. */
  routes?: RestRoute[];
}

/** How long the health check waits for the database before calling it slow. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

/** up, slow (no answer within HEALTH_PING_TIMEOUT_MS) or down (it refused). */
async function databaseState(database: AppDeps['database']): Promise<'up' | 'slow' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), HEALTH_PING_TIMEOUT_MS);
  });
  const answer = database.ping().then((ok) => (ok ? ('up' as const) : ('down' as const)));
  try {
    return await Promise.race([answer, slow]);
  } finally {
    clearTimeout(timer);
  }
}

const TRPC_PREFIX = '/trpc';
const API_PREFIX = '/api';
const TRPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** The JSON 404 of a path nothing serves. */
function answerNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 'NOT_FOUND', `Nothing is served at ${req.method} ${req.url.split('?')[0]}`);
}

/**
 * tRPC answers GET and POST (and HEAD); any other method on /trpc is refused with 405 and the error body,
 * before the adapter (which fails on methods a fetch Request cannot carry, such as TRACE). The hooks are
 * callback-style: an async one costs a promise per request.
 */
function refuseOtherTrpcMethods(trpc: FastifyInstance) {
  trpc.addHook('onRequest', (req, reply, done) => {
    if (TRPC_METHODS.has(req.method)) return done();
    void sendError(reply.header('allow', [...TRPC_METHODS].join(', ')), 'METHOD_NOT_SUPPORTED', `${req.method} is not supported on ${TRPC_PREFIX}; use GET or POST.`);
  });
}

/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The tRPC query the wall is read with, on its own (a batch that includes it is another answer). */
const PRAYER_WALL_QUERY = `${TRPC_PREFIX}/prayer.list`;

/**
 * The wall's tRPC query gets the ETag of the wall in memory and answers 304, before tRPC runs, to a client
 * that has it (the REST path does the same in rest/register.ts). The ETag is sent only when the wall was not
 * invalidated while the query ran, so it always names the list that was sent.
 */
function revalidatePrayerWallQuery(app: FastifyInstance, wall: PrayerWall) {
  const readAtStart = new WeakMap<FastifyRequest, PrayerWallSnapshot>();
  // Callback-style hooks: every request passes them, and only this one query waits on anything.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'GET' || (req.url.split('?')[0] ?? '') !== PRAYER_WALL_QUERY) return done();
    wall.current().then((snapshot) => {
      if (!matchesEtag(req.headers['if-none-match'], snapshot.etag)) {
        readAtStart.set(req, snapshot);
        return done();
      }
      // Answered here: the hook chain stops without done().
      void reply.status(304).header('etag', snapshot.etag).header('cache-control', 'no-cache').send();
      // A wall that cannot be read now is the query's to answer (503 when the database is busy): it reads again.
    }, () => done());
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const snapshot = readAtStart.get(req);
    if (snapshot && reply.statusCode === 200 && wall.isCurrent(snapshot)) reply.header('etag', snapshot.etag).header('cache-control', 'no-cache');
    done(null, payload);
  });
}

export async function buildApp(deps: AppDeps, { client, routes = restRoutes }: BuildAppOptions = {}) {
  const { config } = deps;
  // Typed as Fastify's own logger so the instance keeps Fastify's default type.
  const loggerInstance: FastifyBaseLogger = deps.logger;
  const app = Fastify({
    loggerInstance,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
  });
  const contextOf = requestContextFactory(deps);

  app.setErrorHandler<FastifyError>((error, req, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return sendError(reply, 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE);
    }
    const { status: answered, body } = frameworkError(status, error.code, error.message);
    return reply.status(answered).send(body);
  });

  refuseCrossSiteWrites(app, config.PUBLIC_URL, OPEN_WRITE_PATHS);
  registerSecurityHeaders(app, { https: config.PUBLIC_URL?.startsWith('https://') ?? false, dev: client?.mode === 'vite' });

  // The API (tRPC, the documented /api paths and their OpenAPI document) in a scope of its own: its answers
  // are JSON, compressed when large, and a path it does not know answers the JSON 404 at once. What only
  // tRPC needs runs only on /trpc. Pages and files are the client's (below), with compressed twins of their own.
  await app.register(async (api) => {
    await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await api.register(async (trpc) => {
      refuseOtherTrpcMethods(trpc);
      // A streamed tRPC answer (the Bible chat's, asked for with trpc-accept: application/jsonl) must reach the
      // browser piece by piece; a compressor holds pieces back until its buffer fills (200 ms for the first word).
      trpc.addHook('onRequest', (req, _reply, done) => {
        if (req.headers['trpc-accept'] === 'application/jsonl') req.headers['x-no-compression'] = '1';
        done();
      });
      revalidatePrayerWallQuery(trpc, deps.prayerWall);
      await trpc.register(fastifyTRPCPlugin, {
        trpcOptions: {
          router: appRouter,
          maxBatchSize: MAX_BATCH_SIZE,
          createContext: ({ req, res }) => contextOf(req, res),
          onError({ error, path }) {
            if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
          },
          responseMeta({ errors }) {
            const retryAfter = retryAfterSecondsOf(errors);
            return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
          },
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      });
      trpc.setNotFoundHandler(answerNotFound);
    }, { prefix: TRPC_PREFIX });

    registerRestRoutes(api, deps, contextOf, routes);
    // The desk's CSV downloads: streamed, for staff, beside the documented table (rest/desk-exports.ts).
    registerDeskExports(api, contextOf);
    const openApiDocument = buildOpenApiDocument(routes, { ...API_INFO, ...(config.PUBLIC_URL ? { serverUrl: config.PUBLIC_URL } : {}) });
    api.get(`${API_PREFIX}/openapi.json`, async () => openApiDocument);
    await api.register(async (rest) => rest.setNotFoundHandler(answerNotFound), { prefix: API_PREFIX });
  });
  await registerStripeWebhook(app, deps);
  // RFC 8058's one-click unsubscribe: a form POST from mail providers, beside the REST table.
  await registerOneClickUnsubscribe(app, deps);

  app.get('/healthz', async (_req, reply) => {
    const database = await databaseState(deps.database);
    const up = database === 'up';
    if (!up) reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS));
    return reply.status(up ? 200 : 503).header('cache-control', 'no-store').send({ status: up ? 'ok' : 'unavailable', database });
  });

  // The browser app's files and pages answer whatever no route above takes.
  // /resources is drawn again with the prayer wall's requests whenever the wall changes (live-pages.ts).
  const serverEntry = client?.mode === 'static' ? builtServerEntry(client.dir) : undefined;
  if (serverEntry) app.addHook('onClose', () => serverEntry.close());
  const livePages: Record<string, LivePage> = serverEntry ? { '/resources': withPrayerWall('/resources', deps.prayerWall, serverEntry, deps.logger) } : {};
  const serveClient: ClientResponder | undefined = client ? await registerClient(app, client, livePages) : undefined;

  app.setNotFoundHandler(async (req, reply) => {
    if (serveClient && (await serveClient(req, reply))) return reply;
    return answerNotFound(req, reply);
  });

  return app;
}
