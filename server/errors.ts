// Errors, in one place. Services throw AppError with a code in the domain's words; toTRPCError turns any
// error into the tRPC error a procedure answers with; every HTTP error body `{ error, message }` (the REST
// table, Fastify's own refusals, the security hooks, the webhook, unknown paths) is made by errorBody or
// sendError here, with its status from the code.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_SUPPORTED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** An outside service (the card processor, the AI provider) failed us. */
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class AppError extends Error {
  /** For TOO_MANY_REQUESTS: how long until the client may try again, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Retry-After for a 429 whose cause did not say how long (it always should: rate-limit.ts does). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A database that is too slow or locked right now: try again in a few seconds. */
export const DATABASE_BUSY_MESSAGE = 'We are very busy right now. Please try again in a few seconds.';
export const DATABASE_BUSY_RETRY_SECONDS = 5;

// Postgres's codes for a statement cancelled by statement_timeout (57014) and a lock not granted within
// lock_timeout (55P03); postgres.js's for a connection it could not open in time.
const BUSY_CODES = new Set(['57014', '55P03', 'CONNECT_TIMEOUT']);

/** True when `error` (or what caused it) is the database timing out, not a fault in the request. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
  }
  return false;
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseBusy(error.cause) ? toTRPCError(error.cause) : error;
  if (isDatabaseBusy(error)) {
    return toTRPCError(new AppError('SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE, { retryAfterSeconds: DATABASE_BUSY_RETRY_SECONDS }));
  }
  if (error instanceof AppError) {
    // tRPC has no code for a wrong media type; it never reaches a procedure anyway.
    const code = error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'BAD_REQUEST' : error.code;
    return new TRPCError({ code, message: error.message, cause: error });
  }
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: firstIssueMessage(error), cause: error });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE, cause: error });
}

export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** The user-facing message of a tRPC error: the first validation message for bad input, never a stack. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return firstIssueMessage(error.cause);
  if (error.code === 'INTERNAL_SERVER_ERROR') return GENERIC_ERROR_MESSAGE;
  return error.message;
}

export interface ErrorBody {
  error: AppErrorCode;
  message: string;
}

const statusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

export function errorBody(code: AppErrorCode, message: string): ErrorBody {
  return { error: code, message };
}

/** Answers with the error body and the status of its code. */
export function sendError(reply: FastifyReply, code: AppErrorCode, message: string) {
  return reply.status(statusOf[code]).send(errorBody(code, message));
}

/** Any error thrown while answering an /api path, as its status, body and headers (Retry-After on a 429). */
export function restError(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const trpcError = toTRPCError(error);
  const code = trpcError.code in statusOf ? (trpcError.code as AppErrorCode) : 'INTERNAL_SERVER_ERROR';
  const retryAfter = retryAfterSecondsOf([trpcError]);
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body: errorBody(code, publicMessage(trpcError)),
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  };
}

/**
 * The Retry-After seconds for an answer carrying these errors: the longest wait any TOO_MANY_REQUESTS among
 * them asks for (a tRPC batch may hold several), or undefined when none is one.
 */
export function retryAfterSecondsOf(errors: readonly TRPCError[]): number | undefined {
  let seconds: number | undefined;
  for (const error of errors) {
    if (error.code !== 'TOO_MANY_REQUESTS' && error.code !== 'SERVICE_UNAVAILABLE') continue;
    const asked = error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined;
    seconds = Math.max(seconds ?? 0, asked ?? DEFAULT_RETRY_AFTER_SECONDS);
  }
  return seconds;
}

/** Errors raised by Fastify itself (body too large, bad JSON, wrong content type), as the API's errors. */
export function frameworkError(status: number, fastifyCode: string | undefined, message: string): { status: number; body: ErrorBody } {
  switch (fastifyCode) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: errorBody('PAYLOAD_TOO_LARGE', 'The request is too large.') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: errorBody('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: errorBody('BAD_REQUEST', 'The request body is not valid JSON.') };
    default:
      return { status, body: errorBody(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message) };
  }
}

export const JSON_ONLY_MESSAGE = 'Requests must be sent as JSON (Content-Type: application/json).';
