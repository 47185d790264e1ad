// Answer tRPC calls in tests the way the server would: the batch link sends
// GET /trpc/a.b,c.d?batch=1&input={"0":...,"1":...} and expects one superjson-encoded result per procedure.
import { initTRPC, TRPCError, type AnyProcedure, type inferRouterInputs, type inferRouterOutputs, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- tests only: tRPC's own adapter writes the stream a browser reads
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { http, HttpResponse } from 'msw';
import superjson from 'superjson';
import type { AppRouter } from '@server/routers/_app';

// Mocks are typed from the real router: a path that does not exist, an input read wrongly or an answer of
// the wrong shape fails the typecheck, so a mock cannot drift from the server it stands in for.
type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

type RouterRecord = AppRouter['_def']['record'];

/** The paths of a router's procedures, through its nested routers: 'accounts.session', 'desk.giving.ledger'. */
type PathsOf<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : Record[Key] extends object
      ? PathsOf<Record[Key], `${Prefix}${Key}.`>
      : never;
}[keyof Record & string];

/** What sits at a dotted path in the router's inputs or outputs. */
type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** Every procedure's path, as the client calls it: 'accounts.session', 'prayer.submit', 'desk.giving.ledger', ... */
export type ProcedurePath = PathsOf<RouterRecord>;

export type ProcedureInput<Path extends ProcedurePath> = At<Inputs, Path>;
export type ProcedureOutput<Path extends ProcedurePath> = At<Outputs, Path>;

type Resolver<Path extends ProcedurePath> = (input: ProcedureInput<Path>) => ProcedureOutput<Path> | Promise<ProcedureOutput<Path>>;
export type QueryResolvers = { [Path in ProcedurePath]?: Resolver<Path> };

/**
 * Answers the given tRPC queries (by path, e.g. 'accounts.session'); a resolver may be async (to hold a
 * response back). Any other path logs an error, which fails the test.
 */
export function trpcQueries(resolvers: QueryResolvers) {
  const byPath: Partial<Record<string, (input: never) => unknown>> = resolvers;
  return http.get('*/trpc/:paths', async ({ params, request }) => {
    const paths = String(params.paths).split(',');
    const inputs = parseBatchInput(new URL(request.url).searchParams.get('input'));
    const missing = paths.filter((path) => !(path in byPath));
    if (missing.length > 0) {
      console.error(`No test handler for tRPC queries: ${missing.join(', ')}`);
      return HttpResponse.json(paths.map(() => trpcError(`No test handler for ${missing.join(', ')}`)), { status: 500 });
    }
    // A resolver may throw a TrpcTestError: that call fails as the server would fail it, the others in
    // the batch still answer (tRPC then sends 207, or the error's status when it is the only call).
    const statuses: number[] = [];
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const resolve = byPath[path];
        try {
          const value: unknown = resolve ? await resolve(inputs[String(index)] as never) : undefined;
          statuses.push(200);
          return { result: { data: superjson.serialize(value) } };
        } catch (error) {
          if (!(error instanceof TrpcTestError)) throw error;
          statuses.push(error.httpStatus);
          return { error: superjson.serialize({ message: error.message, code: -32600, data: { code: error.code, httpStatus: error.httpStatus } }) };
        }
      }),
    );
    const status = statuses.every((code) => code === statuses[0]) ? (statuses[0] ?? 200) : 207;
    return HttpResponse.json(results, { status });
  });
}

function parseBatchInput(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) return {};
  const inputs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    inputs[key] = superjson.deserialize(value as Parameters<typeof superjson.deserialize>[0]);
  }
  return inputs;
}

function trpcError(message: string) {
  return {
    error: superjson.serialize({
      message,
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    }),
  };
}


/** A failure as the server sends it: `throw new TrpcTestError('CONFLICT', 409, 'This email already exists')`. */
export class TrpcTestError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Answers one tRPC mutation (POST /trpc/<path>?batch=1). The resolver sees the input and returns the
 * result or throws a TrpcTestError. Returns the inputs it received, for assertions.
 */
export function trpcMutation<Path extends ProcedurePath>(path: Path, resolve: NoInfer<Resolver<Path>>) {
  const received: ProcedureInput<Path>[] = [];
  const handler = http.post(`*/trpc/${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
    // What the browser sent, as the router's input type (the real server would validate it).
    const input = (body['0'] ? superjson.deserialize(body['0']) : undefined) as ProcedureInput<Path>;
    received.push(input);
    try {
      const value = await resolve(input);
      return HttpResponse.json([{ result: { data: superjson.serialize(value) } }]);
    } catch (error) {
      if (!(error instanceof TrpcTestError)) throw error;
      return HttpResponse.json(
        [
          {
            error: superjson.serialize({
              message: error.message,
              code: -32600,
              data: { code: error.code, httpStatus: error.httpStatus },
            }),
          },
        ],
        { status: error.httpStatus },
      );
    }
  });
  return { handler, received };
}

type StreamResolver<Path extends ProcedurePath> = (
  input: ProcedureInput<Path>,
  signal: AbortSignal | undefined,
) => ProcedureOutput<Path> | Promise<ProcedureOutput<Path>>;

/**
 * Answers one streaming mutation (an async generator on the server, read through httpBatchStreamLink) with
 * tRPC's own fetch adapter, so the browser gets the very JSON Lines the server sends. The resolver returns
 * an async iterable of the events (an `async function*`); a TrpcTestError thrown before it returns fails
 * the call before the stream starts (as the server's quota middleware does), one thrown while iterating
 * fails the stream part-way. Returns the inputs it received.
 */
export function trpcStreamMutation<Path extends ProcedurePath>(path: Path, resolve: NoInfer<StreamResolver<Path>>) {
  const received: ProcedureInput<Path>[] = [];
  const t = initTRPC.create({ transformer: superjson });
  const [area = '', name = ''] = path.split('.');
  const procedure = t.procedure
    .input((raw: unknown) => raw)
    .mutation(async ({ input, signal }) => {
      // What the browser sent, as the router's input type (the real server would validate it).
      const sent = input as ProcedureInput<Path>;
      received.push(sent);
      try {
        return failingAsServer((await resolve(sent, signal)) as AsyncIterable<unknown>);
      } catch (error) {
        throw asTrpcError(error);
      }
    });
  const streamRouter = t.router({ [area]: t.router({ [name]: procedure }) });
  const handler = http.post(`*/trpc/${path}`, ({ request }) =>
    fetchRequestHandler({ endpoint: '/trpc', req: request, router: streamRouter, createContext: () => ({}) }),
  );
  return { handler, received };
}

async function* failingAsServer<T>(events: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* events;
  } catch (error) {
    throw asTrpcError(error);
  }
}

function asTrpcError(error: unknown): unknown {
  if (!(error instanceof TrpcTestError)) return error;
  return new TRPCError({ code: error.code as TRPC_ERROR_CODE_KEY, message: error.message });
}
