// Funds as data: admins add them, describe them, hide them, and rename one only until it has received a gift
// (its receipts and statements name it). None is ever deleted.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds, payments, recurringGifts } from '../../../db/schema';
import { FUND_NAME_TAKEN, FUND_RENAME_REFUSED, type FundView } from '../../contracts/giving';
import { CHOOSE_FUND_MESSAGE } from '../../contracts/payments';
import { AppError } from '../../errors';


/** The funds a donor may choose, in the desk's order. */
export async function visibleFunds(db: Db): Promise<FundView[]> {
  return db
    .select({ id: funds.id, name: funds.name, description: funds.description })
    .from(funds)
    .where(eq(funds.hidden, false))
    .orderBy(asc(funds.sortOrder), asc(funds.id));
}

/** The fund a gift is for: the one chosen, if it is open to gifts; General when none was chosen. */
export async function fundForGift(db: Db, fundId: number | undefined): Promise<{ id: number; name: string }> {
  const [fund] = await db
    .select({ id: funds.id, name: funds.name })
    .from(funds)
    .where(and(eq(funds.hidden, false), fundId === undefined ? eq(funds.name, 'General') : eq(funds.id, fundId)))
    .limit(1);
  if (fund) return fund;
  if (fundId === undefined) {
    const [first] = await visibleFunds(db);
    if (first) return first;
  }
  throw new AppError('BAD_REQUEST', CHOOSE_FUND_MESSAGE);
}

/** Every fund, hidden ones too, with whether it has been given to (the desk). */
/** Whether a fund has been given to: a payment or a recurring gift names it (its name then stays). */
// Columns named with their tables: drizzle leaves a one-table query's columns bare, and a bare "id" in the subquery
// would be the payment's.
const givenTo = sql<boolean>`(exists (select 1 from ${payments} where ${payments}."fund_id" = ${funds}."id")
  or exists (select 1 from ${recurringGifts} where ${recurringGifts}."fund_id" = ${funds}."id"))`;

export async function allFunds(db: Db) {
  return db
    .select({ id: funds.id, name: funds.name, description: funds.description, hidden: funds.hidden, givenTo })
    .from(funds)
    .orderBy(asc(funds.sortOrder), asc(funds.id));
}

export async function addFund(db: Db, input: { name: string; description: string }) {
  const [made] = await db
    .insert(funds)
    .values({ name: input.name, description: input.description, sortOrder: sql`(select coalesce(max(${funds.sortOrder}), 0) + 1 from ${funds})` })
    .onConflictDoNothing()
    .returning({ id: funds.id });
  if (!made) throw new AppError('CONFLICT', FUND_NAME_TAKEN);
  return made;
}

/** Edits a fund: its description and whether it is hidden always; its name only while nothing was given to it. */
export async function updateFund(db: Db, input: { id: number; name: string; description: string; hidden: boolean }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ fund: funds, givenTo }).from(funds).where(eq(funds.id, input.id)).for('update', { of: funds });
    if (!row) throw new AppError('NOT_FOUND', 'This fund could not be found.');
    const { fund } = row;
    if (fund.name !== input.name) {
      if (row.givenTo) throw new AppError('CONFLICT', FUND_RENAME_REFUSED);
      const [taken] = await tx.select({ id: funds.id }).from(funds).where(and(eq(funds.name, input.name), ne(funds.id, fund.id)));
      if (taken) throw new AppError('CONFLICT', FUND_NAME_TAKEN);
    }
    await tx.update(funds).set({ name: input.name, description: input.description, hidden: input.hidden }).where(eq(funds.id, fund.id));
  });
}
