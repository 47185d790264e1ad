// Reading errors that come back from the server, for toasts and form fields.
import { TRPCClientError } from '@trpc/client';

/**
 * The server's message when it sent one meant for people (a 4xx with our error shape), otherwise the
 * fallback: for a crash, a network failure or an answer that is not ours.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const code = errorCode(error);
  if (error instanceof Error && code !== undefined && code !== 'INTERNAL_SERVER_ERROR' && error.message) return error.message;
  return fallback;
}

/** The tRPC error code (CONFLICT, TOO_MANY_REQUESTS, ...) or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const code: unknown = error.data?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
