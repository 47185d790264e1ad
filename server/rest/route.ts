// One row of the REST table: a documented method and path, its input and output contracts, and how it
// runs (through the in-process tRPC caller). `route()` checks at compile time that `run` takes what the
// input contract gives and returns what the output contract documents; at run time the input is parsed
// (path parameters coerced) and the answer is parsed by the output contract before it is sent, so a shape
// that drifts from the documentation fails instead of leaking.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../caller';
import type { AppDeps } from '../deps';
import { weakEtag } from '../etag';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A reply sent as it is rather than as JSON: a file download, or a Server-Sent Events stream. */
export type RawReply =
  | { kind: 'file'; contentType: string; filename: string; body: string | Uint8Array }
  | { kind: 'events'; events: AsyncIterable<ServerSentEvent> };

export interface ServerSentEvent {
  /** The event's name; omitted for the default `message` event. */
  event?: string;
  data: unknown;
}

export const fileReply = (filename: string, contentType: string, body: string | Uint8Array): RawReply => ({ kind: 'file', filename, contentType, body });
export const eventStream = (events: AsyncIterable<ServerSentEvent>): RawReply => ({ kind: 'events', events });

interface RouteDocs {
  method: HttpMethod;
  /** OpenAPI style, with `{name}` for path parameters. */
  path: string;
  summary: string;
  tag: string;
  /** The success status, 200 unless given. */
  status?: number;
  /** Statuses this path may answer besides success and 400, for the documentation. */
  errors?: number[];
  /** What a raw reply carries, for the documentation (JSON unless given). */
  contentType?: string;
}

export interface RouteDefinition<Input extends z.ZodType, Output extends z.ZodType> extends RouteDocs {
  /** The request: the JSON body (query parameters for GET and DELETE) merged with the path parameters. */
  input: Input;
  /** What the documentation shows of the input, where `input` is a transform that cannot show itself. */
  documentedInput?: z.ZodType;
  /** The success answer's shape. */
  output: Output;
  run(api: Caller, input: z.output<Input>, req: FastifyRequest): Promise<z.input<Output> | RawReply>;
  /**
   * For a GET whose answer depends on nothing but the request (the same for every visitor): its answer as kept
   * in memory, already serialised. The path is then served from this, with an ETag and 304 for a client that has
   * it, without a context or a call of `run` (which stays the same answer through tRPC; a test holds the two
   * equal). `request` is the query merged with the path parameters, unparsed.
   */
  cached?: CachedAnswer;
}

export type CachedAnswer = (deps: AppDeps, request: Record<string, unknown>) => Promise<CachedJson>;

/** A JSON answer kept in memory: its bytes and a validator of them. */
export interface CachedJson {
  json: string;
  etag: string;
  /** How long others may keep it: revalidated on every use (`no-cache`) unless given. */
  cacheControl?: string;
}

const serialised = new WeakMap<object, CachedJson>();

/**
 * A read the service keeps in memory (the same object every time it is asked for) as the REST path sends it:
 * checked against the output contract and serialised once per object, not once per request.
 */
export function keptAsJson(value: object, output: z.ZodType, cacheControl?: string): CachedJson {
  let kept = serialised.get(value);
  if (!kept) {
    const json = JSON.stringify(output.parse(value));
    kept = { json, etag: weakEtag(json), ...(cacheControl ? { cacheControl } : {}) };
    serialised.set(value, kept);
  }
  return kept;
}

/** A row as the table and the OpenAPI document hold it; its types were checked when it was declared. */
export interface RestRoute extends RouteDocs {
  input: z.ZodType;
  documentedInput?: z.ZodType;
  output: z.ZodType;
  /** Parses the request, runs the row and returns its answer: parsed by the output contract, or raw. */
  handle(api: Caller, request: unknown, req: FastifyRequest): Promise<unknown>;
  cached?: CachedAnswer;
}

/** For rows that take nothing: whatever the client sends is dropped. */
export const noInput = z.object({});

export function route<Input extends z.ZodType, Output extends z.ZodType>(definition: RouteDefinition<Input, Output>): RestRoute {
  const { run, ...docs } = definition;
  return {
    ...docs,
    async handle(api, request, req) {
      const result = await run(api, definition.input.parse(request), req);
      return isRawReply(result) ? result : definition.output.parse(result);
    },
  };
}

export function isRawReply(value: unknown): value is RawReply {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  return (value.kind === 'file' && 'filename' in value) || (value.kind === 'events' && 'events' in value);
}
