// The desk's CSV downloads (DESK_EXPORTS): the subscribers and the giving ledger, for staff. They sit beside
// the REST table, not in it: the table is the spec's documented API, each row a procedure's answer through the
// tRPC caller, while an export is a stream read straight from the database for the desk's own pages. They
// are signed in by the same session cookie (context.ts) and refuse a visitor (401) and a member (403) with
// the desk procedures' messages and the REST paths' error body.
//
// Streamed: rows are read EXPORT_PAGE_SIZE at a time off the lists' keyset indexes, and a page is read only
// once the one before has been written, so a list of any length is never held in memory. A cell that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a
// quote: csv-stringify's escape_formulas, as OWASP's page on CSV injection advises. The subscribers are
// personal data: nothing of them is logged, and no cache keeps the answer.
import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NOT_SIGNED_IN_MESSAGE, type UserRole } from '../contracts/accounts';
import { STAFF_ONLY_MESSAGE, subscribersInput, type deskSubscriber } from '../contracts/desk';
import { DESK_EXPORTS, ledgerFilters, seesAmounts, type LedgerEntry } from '../contracts/desk-ledger';
import type { RequestContextFactory } from '../context';
import { AppError, restError } from '../errors';
import { ledgerPages } from '../services/desk/ledger';
import { subscriberPages } from '../services/desk/subscribers';
import type { Context } from '../trpc';
import { contentDisposition } from './register';

/** Rows read from the database at a time. */
export const EXPORT_PAGE_SIZE = 1000;

interface CsvColumn<Row> {
  header: string;
  cell(row: Row): string | number | null;
}

interface CsvExport<Row> {
  /** The file's name without the date and extension. */
  name: string;
  columns: CsvColumn<Row>[];
  pages: AsyncIterable<Row[]>;
}

// Records end with CRLF (RFC 4180); the first chunk starts with a byte order mark, which spreadsheets need to
// read the file as UTF-8.
const CSV_OPTIONS: Options = { escape_formulas: true, record_delimiter: 'windows' };

const subscriberColumns: CsvColumn<z.infer<typeof deskSubscriber>>[] = [
  { header: 'email', cell: (subscriber) => subscriber.email },
  { header: 'first name', cell: (subscriber) => subscriber.firstName },
  { header: 'last name', cell: (subscriber) => subscriber.lastName },
  { header: 'source', cell: (subscriber) => subscriber.source },
  { header: 'consented at', cell: (subscriber) => subscriber.consentedAt.toISOString() },
  { header: 'subscribed at', cell: (subscriber) => subscriber.createdAt.toISOString() },
  // Only confirmed subscribers are exported (decision 027): when their confirmation link was followed.
  { header: 'confirmed at', cell: (subscriber) => subscriber.confirmedAt?.toISOString() ?? null },
];

function ledgerColumns(withAmounts: boolean): CsvColumn<LedgerEntry>[] {
  return [
    { header: 'id', cell: (entry) => entry.id },
    { header: 'date', cell: (entry) => entry.createdAt.toISOString() },
    { header: 'purpose', cell: (entry) => entry.purpose },
    { header: 'status', cell: (entry) => entry.status },
    { header: 'description', cell: (entry) => entry.description },
    { header: 'email', cell: (entry) => entry.email },
    { header: 'username', cell: (entry) => entry.username },
    // In the currency's units, as a spreadsheet sums them: 25.00.
    ...(withAmounts ? [{ header: 'amount', cell: (entry: LedgerEntry) => (entry.amountCents === null ? null : (entry.amountCents / 100).toFixed(2)) }] : []),
    { header: 'currency', cell: (entry) => entry.currency },
    { header: 'reversed at', cell: (entry) => entry.reversedAt?.toISOString() ?? null },
  ];
}

export function registerDeskExports(api: FastifyInstance, contextOf: RequestContextFactory) {
  api.get(DESK_EXPORTS.subscribers, (req, reply) =>
    sendCsv(req, reply, contextOf, (ctx) => {
      const { search } = subscribersInput.pick({ search: true }).parse(filledIn(req.query));
      return { name: 'subscribers', columns: subscriberColumns, pages: subscriberPages(ctx.db, search, EXPORT_PAGE_SIZE) };
    }),
  );
  api.get(DESK_EXPORTS.ledger, (req, reply) =>
    sendCsv(req, reply, contextOf, (ctx, role) => {
      const withAmounts = seesAmounts(role);
      const filters = ledgerFilters.parse(filledIn(req.query));
      return { name: 'giving-ledger', columns: ledgerColumns(withAmounts), pages: ledgerPages(ctx.db, filters, withAmounts, EXPORT_PAGE_SIZE) };
    }),
  );
}

/**
 * Checks the reader, then reads the first page before answering, so a refusal, a bad filter or a database
 * that cannot answer is an ordinary error status; the rest is written as it is read.
 */
async function sendCsv<Row>(
  req: FastifyRequest,
  reply: FastifyReply,
  contextOf: RequestContextFactory,
  exportFor: (ctx: Context, role: UserRole) => CsvExport<Row>,
) {
  try {
    const ctx = await contextOf(req, reply);
    const { name, columns, pages } = exportFor(ctx, await deskReader(ctx));
    const rest = pages[Symbol.asyncIterator]();
    const first = await rest.next();
    const day = ctx.clock.now().toISOString().slice(0, 10);
    return await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${name}-${day}.csv`))
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(columns, first, rest), { objectMode: false }));
  } catch (error) {
    const { status, body, headers } = restError(error);
    if (status >= 500) req.log.error({ err: error }, `GET ${req.routeOptions.url ?? 'desk export'} failed`);
    return reply.status(status).headers(headers).send(body);
  }
}

/** The signed-in reader's role, if they may read the desk: a visitor is refused with 401, a member with 403. */
async function deskReader(ctx: Context): Promise<UserRole> {
  const user = await ctx.currentUser();
  if (!user) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN_MESSAGE);
  const role = user.role ?? 'member';
  if (role !== 'staff' && role !== 'admin') throw new AppError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  return role;
}

/** The header, then each page as it is read; a client that goes away stops the reading. */
async function* csvChunks<Row>(columns: CsvColumn<Row>[], first: IteratorResult<Row[]>, rest: AsyncIterator<Row[]>): AsyncGenerator<string> {
  try {
    yield stringify([columns.map(({ header }) => header)], { ...CSV_OPTIONS, bom: true });
    for (let page = first; !page.done; page = await rest.next()) {
      yield stringify(
        page.value.map((row) => columns.map(({ cell }) => cell(row))),
        CSV_OPTIONS,
      );
    }
  } finally {
    await rest.return?.();
  }
}

/** The query string's parameters, those left empty (a filter not chosen) dropped. */
function filledIn(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}
