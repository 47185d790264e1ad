import { appRouter } from './routers/_app';
import { createCallerFactory } from './trpc';

/** Calls procedures in-process: the REST table and the server tests use it. */
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
