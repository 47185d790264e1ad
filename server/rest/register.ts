// Serves the REST table on Fastify: each row becomes a route whose handler builds the request's tRPC
// context, runs the row, and answers JSON with the row's status, a file, or an event stream; a row with a
// cached answer is sent from memory with its ETag. Errors become `{ error, message }` with their status (errors.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '../caller';
import type { RequestContextFactory } from '../context';
import type { AppDeps } from '../deps';
import { restError } from '../errors';
import { isRawReply, type CachedJson, type RawReply, type RestRoute } from './route';

export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, contextOf: RequestContextFactory, routes: RestRoute[]) {
  for (const entry of routes) {
    const { cached } = entry;
    if (cached && entry.method === 'GET') {
      app.get(entry.path.replace(/\{(\w+)\}/g, ':$1'), async (req, reply) => {
        try {
          return await sendCached(req, reply, await cached(deps, requestOf(req.query, req.params)));
        } catch (error) {
          const { status, body, headers } = restError(error);
          if (status >= 500) req.log.error({ err: error }, `${entry.method} ${entry.path} failed`);
          return reply.status(status).headers(headers).send(body);
        }
      });
      continue;
    }
    app.route({
      method: entry.method,
      url: entry.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (req, reply) => {
        const request = requestOf(entry.method === 'GET' || entry.method === 'DELETE' ? req.query : req.body, req.params);
        // A client that goes away ends what it asked for (a streamed answer stops being written).
        const gone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        try {
          const api = createCaller(await contextOf(req, reply), { signal: gone.signal });
          const result = await entry.handle(api, request, req);
          if (isRawReply(result)) return await sendRaw(reply, result);
          return reply.status(entry.status ?? 200).send(result);
        } catch (error) {
          const { status, body, headers } = restError(error);
          if (status >= 500) req.log.error({ err: error }, `${entry.method} ${entry.path} failed`);
          if (reply.sent) return reply;
          return reply.status(status).headers(headers).send(body);
        }
      },
    });
  }
}

/** A row's request: the JSON body (the query for GET and DELETE) merged with the path parameters. */
function requestOf(source: unknown, params: unknown): Record<string, unknown> {
  return { ...(isPlainObject(source) ? source : {}), ...(isPlainObject(params) ? params : {}) };
}

/** 304 without a body when the client's copy is still the current one; revalidated on every use unless the answer says otherwise. */
function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply.header('etag', answer.etag).header('cache-control', answer.cacheControl ?? 'no-cache');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/** True when an If-None-Match header names `etag` (the weak comparison RFC 9110 asks for here), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

async function sendRaw(reply: FastifyReply, raw: RawReply) {
  if (raw.kind === 'file') {
    return reply
      .header('content-type', raw.contentType)
      .header('content-disposition', contentDisposition(raw.filename))
      .header('cache-control', 'private, no-store')
      .send(raw.body);
  }
  // An event stream is written as it is produced, past Fastify's serialisation and compression.
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  try {
    for await (const { event, data } of raw.events) {
      if (reply.raw.destroyed) break;
      reply.raw.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    }
  } catch (error) {
    const { body } = restError(error);
    reply.raw.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
  }
  reply.raw.end();
  return reply;
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
