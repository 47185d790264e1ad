// Giving and purchases as the desk reads them: every payment (gifts, memberships, Premium periods, content
// purchases), newest first, a page at a time; the totals by month; and the donors, grouped by email. Amounts
// are read from the table only for an admin (decision 024): for staff the column is never selected.
//
// The ledger reads off payments_ledger_idx (created_at desc, id desc), or payments_purpose_ledger_idx
// (purpose, created_at desc, id desc) when a purpose is chosen; donors off payments_donors_idx (lower(email),
// created_at) for succeeded donations, whose condition is written out literally so the planner can match it.
import { and, count, desc, eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { payments, users } from '../../../db/schema';
import { DESK_PAGE_SIZE } from '../../contracts/desk';
import type { Donor, LedgerEntry, LedgerFilters, ledgerOutput, donorsOutput, monthlyTotalsOutput } from '../../contracts/desk-ledger';
import type { z } from 'zod';
import { decodeCursor, decodeTextCursor, encodeCursor, encodeTextCursor, exactTime, type PagePosition } from './cursor';
import { containing } from './search';

/** A page of the ledger, newest first, with the filters; amounts only when `withAmounts` (an admin reads). */
export async function listLedger(
  db: Db,
  { cursor, ...filters }: LedgerFilters & { cursor?: string | undefined },
  withAmounts: boolean,
): Promise<z.infer<typeof ledgerOutput>> {
  const rows = await readLedger(db, filters, cursor === undefined ? undefined : decodeCursor(cursor), DESK_PAGE_SIZE + 1, withAmounts);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(({ at: _at, ...entry }) => entry),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.at, key: '', id: last.id }) : null,
  };
}

/**
 * Every entry the filters find, newest first, read `pageSize` at a time (the CSV export): a page is read only
 * once the one before has been taken.
 */
export async function* ledgerPages(db: Db, filters: LedgerFilters, withAmounts: boolean, pageSize: number): AsyncGenerator<LedgerEntry[]> {
  let after: PagePosition | undefined;
  for (;;) {
    const rows = await readLedger(db, filters, after, pageSize, withAmounts);
    const last = rows.at(-1);
    if (rows.length > 0) yield rows.map(({ at: _at, ...entry }) => entry);
    if (rows.length < pageSize || !last) return;
    after = { at: last.at, key: '', id: last.id };
  }
}

function readLedger(db: Db, filters: LedgerFilters, after: PagePosition | undefined, limit: number, withAmounts: boolean) {
  return db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      status: payments.status,
      description: payments.description,
      email: payments.email,
      username: users.username,
      amountCents: withAmounts ? sql<number | null>`${payments.amountCents}` : sql<number | null>`null`,
      currency: payments.currency,
      createdAt: payments.createdAt,
      reversedAt: payments.reversedAt,
      at: exactTime(payments.createdAt),
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(ledgerConditions(filters), after && sql`(${payments.createdAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id})`))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The filters as conditions on payments; the days are whole UTC days, `to` included. */
function ledgerConditions({ purpose, status, from, to }: LedgerFilters): SQL | undefined {
  return and(
    purpose && eq(payments.purpose, purpose),
    status && eq(payments.status, status),
    from ? sql`${payments.createdAt} >= ${from}::date::timestamp at time zone 'UTC'` : undefined,
    // The next day's midnight, worked out by the database: 9999-12-31 has one too.
    to ? sql`${payments.createdAt} < (${to}::date + 1)::timestamp at time zone 'UTC'` : undefined,
  );
}

/** Payments and their sum by calendar month (UTC), newest month first; only succeeded payments unless a status is given. */
export async function monthlyTotals(db: Db, filters: LedgerFilters): Promise<z.infer<typeof monthlyTotalsOutput>> {
  // Grouped by the month's first instant and named after: date_trunc costs less a row than to_char.
  const monthStart = sql`date_trunc('month', ${payments.createdAt} at time zone 'UTC')`;
  const months = await db
    .select({ month: sql<string>`to_char(${monthStart}, 'YYYY-MM')`, count: count(), amountCents: sql`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
    .from(payments)
    .where(ledgerConditions({ ...filters, status: filters.status ?? 'succeeded' }))
    .groupBy(monthStart)
    .orderBy(desc(monthStart));
  return { months };
}

const donorEmail = sql<string>`lower(${payments.email})`;
/** The condition of payments_donors_idx, as its definition writes it (literals, not parameters). */
const succeededGift = sql`${payments.purpose} = 'donation' and ${payments.status} = 'succeeded'`;

/** A page of donors by email; their totals only when `withAmounts` (an admin reads). */
export async function listDonors(
  db: Db,
  { search, cursor }: { search?: string | undefined; cursor?: string | undefined },
  withAmounts: boolean,
): Promise<z.infer<typeof donorsOutput>> {
  const after = cursor === undefined ? undefined : decodeTextCursor(cursor);
  const pattern = containing(search?.toLowerCase());
  const rows = await db
    .select({
      email: donorEmail,
      gifts: count(),
      totalCents: withAmounts ? sql<number | null>`sum(${payments.amountCents})`.mapWith(Number) : sql<number | null>`null`,
      firstGiftAt: min(payments.createdAt),
      lastGiftAt: max(payments.createdAt),
    })
    .from(payments)
    .where(and(succeededGift, sql`${donorEmail} is not null`, pattern ? sql`${donorEmail} like ${pattern}` : undefined, after === undefined ? undefined : sql`${donorEmail} > ${after}`))
    .groupBy(donorEmail)
    .orderBy(donorEmail)
    .limit(DESK_PAGE_SIZE + 1);
  const donors: Donor[] = rows.slice(0, DESK_PAGE_SIZE).flatMap(({ firstGiftAt, lastGiftAt, ...donor }) =>
    // min and max of a group are never null; the check only narrows the type.
    firstGiftAt && lastGiftAt ? [{ ...donor, firstGiftAt, lastGiftAt }] : [],
  );
  const last = donors.at(-1);
  return { donors, nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeTextCursor(last.email) : null };
}
