import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';

// Domain errors. Services throw AppError with a code in the domain's words; toTRPCError turns it into
// the tRPC error the routers answer with, and restErrorBody turns any error into the JSON body and
// status of the documented /api paths. One place for the mapping.
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  /** An outside service (the card processor, the AI provider) failed us. */
  | 'BAD_GATEWAY';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError) return new TRPCError({ code: error.code, message: error.message, cause: error });
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

export interface RestErrorBody {
  error: string;
  message: string;
}

export function restError(error: unknown): { status: number; body: RestErrorBody } {
  const trpcError = toTRPCError(error);
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body: { error: trpcError.code, message: publicMessage(trpcError) },
  };
}
