// The one place tRPC is initialised. Routers import only what is exported here: router, the procedure
// builders and createCallerFactory. The context is split as in tRPC's examples: createContextInner is pure
// (tests call it directly); the HTTP adapters derive its inputs from the request (context.ts).
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { SessionUser, UserRole } from './contracts/accounts';
import { NOT_SIGNED_IN_MESSAGE } from './contracts/accounts';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from './contracts/desk';
import { MAX_BATCH_SIZE } from './contracts/api-limits';
import { HONEYPOT_FIELD, type FormFields, type Received } from './contracts/common';
import type { AppDeps } from './deps';
import type { LimitName } from './rate-limit';
import { AppError, isDatabaseBusy, publicMessage, toTRPCError } from './errors';

/** Signing in and out: writes or clears the session cookie of the current request. */
export interface SessionControl {
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
}

export interface ContextInner extends AppDeps {
  /**
   * The signed-in user, or null. Over HTTP the session cookie is read (unsealed, its session looked up, a bad
   * one cleared) on the first call only, so a procedure that never asks costs nothing; procedures get it as
   * `ctx.user` through `sessionProcedure` or `memberProcedure`.
   */
  currentUser(): Promise<SessionUser | null>;
  session: SessionControl;
  /** The client's address, for rate limits: an IPv6 client's /64 (clientAddressKey in rate-limit.ts). */
  clientIp: string;
}

/** A context from its parts; a known `user` (tests, in-process callers) stands for `currentUser`. */
export function createContextInner(
  inner: Omit<ContextInner, 'currentUser'> & ({ currentUser(): Promise<SessionUser | null> } | { user: SessionUser | null }),
): ContextInner {
  if ('currentUser' in inner) return inner;
  const { user, ...rest } = inner;
  return { ...rest, currentUser: async () => user };
}

export type Context = ContextInner;

/**
 * The most calls one /trpc request may batch (the adapter's maxBatchSize); a larger batch is refused
 * whole with 400. Every call counts against the rate limits on its own, so this only bounds the work one
 * request can ask for. The browser's pages batch at most a handful of queries.
 */
export const BATCH_TOO_LARGE_MESSAGE = `A request may batch at most ${MAX_BATCH_SIZE} calls.`;
/** What tRPC's resolveResponse says when maxBatchSize is exceeded (a test pins it). */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : undefined;
    return {
      ...shape,
      message: error.code === 'BAD_REQUEST' && error.message === TRPC_BATCH_TOO_LARGE ? BATCH_TOO_LARGE_MESSAGE : publicMessage(error),
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
  if (cause instanceof AppError || cause instanceof ZodError || isDatabaseBusy(cause)) throw toTRPCError(cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

/** A procedure that answers signed in or out: `ctx.user` is the signed-in user or null (the cookie is read for it). */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { user: await ctx.currentUser() } }));

/** A procedure for signed-in members: `ctx.user` is narrowed to the user, or the call answers 401. */
export const memberProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE });
  return next({ ctx: { user: ctx.user } });
});

/**
 * Procedures for the ministry's desk, checked on the server: a visitor answers 401, a signed-in user without
 * the role 403. The role comes with the session user (one query), so the check costs nothing more.
 */
function withRole(allowed: readonly UserRole[], message: string) {
  return memberProcedure.use(({ ctx, next }) => {
    const role = ctx.user.role ?? 'member';
    if (!allowed.includes(role)) throw new TRPCError({ code: 'FORBIDDEN', message });
    return next({ ctx: { user: { ...ctx.user, role } } });
  });
}

/** Staff and admins: the desk's inbox, notes and audit log. */
export const staffProcedure = withRole(['staff', 'admin'], STAFF_ONLY_MESSAGE);
/** Admins only: granting and removing roles. */
export const adminProcedure = withRole(['admin'], ADMIN_ONLY_MESSAGE);

/** Spends one unit of the named rate limit for the client's address before the procedure runs. */
export function rateLimited(name: LimitName) {
  return t.middleware(async ({ ctx, path, next }) => {
    await ctx.limits.consume(name, `${path}:${ctx.clientIp}`);
    return next();
  });
}

/**
 * Spends one unit of the named rate limit for the signed-in member, wherever they call from (the client's
 * address when signed out): the Bible chat and the generator spend one AI budget per member.
 */
export function memberRateLimited(name: LimitName) {
  return t.middleware(async ({ ctx, next }) => {
    const user = await ctx.currentUser();
    await ctx.limits.consume(name, user ? `user-${user.id}` : ctx.clientIp);
    return next();
  });
}

/** A public form that writes: limited per client address. Its mutation is made by `receivedBy`. */
export const publicFormProcedure = publicProcedure.use(rateLimited('publicForm'));

/**
 * A form's mutation: hands the fields to `save` and answers with the form's receipt. A submission whose
 * honeypot field is filled (a bot) is answered with the same receipt and dropped, here and only here.
 */
export function receivedBy<Input extends { [HONEYPOT_FIELD]?: string | undefined }>(
  message: string,
  save: (ctx: Context, fields: FormFields<Input>) => Promise<void>,
) {
  return async ({ ctx, input }: { ctx: Context; input: Input }): Promise<Received> => {
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = input;
    if (!honeypot) await save(ctx, fields);
    return { success: true, message };
  };
}
