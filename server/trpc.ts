// The one place tRPC is initialised. Routers import only what is exported here: router, publicProcedure,
// memberProcedure and createCallerFactory. The context is split as in tRPC's examples: createContextInner
// is pure (tests call it directly); the HTTP adapters derive its inputs from the request.
import { initTRPC, TRPCError } from '@trpc/server';
import type { SessionOptions } from 'iron-session';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { Db } from '../db';
import type { SessionUser } from './contracts/accounts';
import { NOT_SIGNED_IN_MESSAGE } from './contracts/accounts';
import type { Config } from './config';
import type { LimitName, RateLimits } from './rate-limit';
import type { PaymentGateway } from './services/payments/gateway';
import { AppError, publicMessage, toTRPCError } from './errors';

export interface AppDeps {
  config: Config;
  db: Db;
  limits: RateLimits;
  /** How the session cookie is sealed and set (server/session.ts). */
  sessionOptions: SessionOptions;
  /** The card processor: Stripe, or the demo gateway when no key is set. */
  payments: PaymentGateway;
}

/** Signing in and out: writes or clears the session cookie of the current request. */
export interface SessionControl {
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
}

export interface ContextInner extends AppDeps {
  user: SessionUser | null;
  session: SessionControl;
  /** The client's address, for rate limits. */
  clientIp: string;
}

export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

export type Context = ContextInner;

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : undefined;
    return {
      ...shape,
      message: publicMessage(error),
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, fieldErrors },
    };
  },
});

function fieldErrorsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * Domain errors thrown by services, and invalid input, become tRPC errors here, once for every procedure;
 * bad input carries its first validation message, for in-process callers too.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : result.error.cause;
  if (cause instanceof AppError || cause instanceof ZodError) throw toTRPCError(cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

/** A procedure for signed-in members: `ctx.user` is narrowed to the user, or the call answers 401. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Spends one unit of the named rate limit for the client's address before the procedure runs. */
export function rateLimited(name: LimitName) {
  return t.middleware(async ({ ctx, path, next }) => {
    await ctx.limits.consume(name, `${path}:${ctx.clientIp}`);
    return next();
  });
}

/** A public form that writes: limited per client address (a hidden honeypot field is checked by its handler). */
export const publicFormProcedure = publicProcedure.use(rateLimited('publicForm'));
