// The annual giving statement: for one donor (a member, or a donor known by the email on their gifts) and one
// calendar year (UTC), every gift that counts (succeeded; failed, refunded and disputed ones left out) with its
// date, fund and amount, and the totals by fund and in all, summed by the database.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds, payments, users } from '../../../db/schema';
import { composeEmail } from '../../emails/compose';
import { DONOR_NOT_FOUND } from '../../contracts/giving';
import { AppError } from '../../errors';
import { enqueueEmail } from '../email/outbox';
import { countedGift, giftDate } from './giving';

export type StatementDonor = { userId: number } | { email: string };

export interface GivingStatement {
  year: number;
  donor: { name: string | null; email: string | null };
  currency: string;
  gifts: { at: Date; fund: string; amountCents: number; feeCents: number; reference: string; recurring: boolean }[];
  totalsByFund: { fund: string; cents: number }[];
  totalCents: number;
}

export const NO_GIFTS_IN_YEAR = 'There are no gifts to show for that year.';

/** The donor the desk names: a member by username (case aside), or a donor by the email on their gifts. */
export async function statementDonorOf(db: Db, named: { username?: string | undefined; email?: string | undefined }): Promise<StatementDonor> {
  if (!named.username) return { email: named.email ?? '' };
  const [member] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${named.username})`);
  if (!member) throw new AppError('NOT_FOUND', DONOR_NOT_FOUND);
  return { userId: member.id };
}

function donorGifts(donor: StatementDonor): SQL {
  return 'userId' in donor ? eq(payments.userId, donor.userId) : sql`lower(${payments.email}) = lower(${donor.email})`;
}

function inYear(year: number): SQL {
  return sql`${giftDate} >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC') and ${giftDate} < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')`;
}

/** The donor's statement for `year`, or null when they gave nothing that counts that year. */
export async function givingStatementFor(db: Db, donor: StatementDonor, year: number): Promise<GivingStatement | null> {
  const where = and(countedGift, donorGifts(donor), inYear(year));
  const fundName = sql<string>`coalesce(${funds.name}, 'General')`;
  const gifts = await db
    .select({
      at: giftDate,
      fund: fundName,
      amountCents: payments.amountCents,
      feeCents: payments.feeCents,
      reference: payments.intentId,
      recurring: sql<boolean>`${payments.recurringGiftId} is not null`,
      currency: payments.currency,
    })
    .from(payments)
    .leftJoin(funds, eq(funds.id, payments.fundId))
    .where(where)
    .orderBy(asc(giftDate), asc(payments.id));
  if (gifts.length === 0) return null;
  const totals = await db
    .select({ fund: fundName, cents: sql<string>`sum(${payments.amountCents})` })
    .from(payments)
    .leftJoin(funds, eq(funds.id, payments.fundId))
    .where(where)
    .groupBy(fundName)
    .orderBy(fundName);
  const [all] = await db.select({ cents: sql<string>`sum(${payments.amountCents})` }).from(payments).where(where);
  let name: string | null = null;
  let email: string | null = 'email' in donor ? donor.email.toLowerCase() : null;
  if ('userId' in donor) {
    const [member] = await db.select({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, donor.userId));
    name = member?.username ?? null;
    email = member?.confirmedAt ? member.email : null;
  }
  return {
    year,
    donor: { name, email },
    currency: gifts[0]?.currency ?? 'usd',
    gifts: gifts.map(({ currency: _currency, ...gift }) => ({ ...gift, at: new Date(gift.at) })),
    totalsByFund: totals.map((row) => ({ fund: row.fund, cents: Number(row.cents) })),
    totalCents: Number(all?.cents ?? 0),
  };
}

/** The statement, or NOT_FOUND saying there is nothing that year. */
export async function requireStatement(db: Db, donor: StatementDonor, year: number): Promise<GivingStatement> {
  const statement = await givingStatementFor(db, donor, year);
  if (!statement) throw new AppError('NOT_FOUND', NO_GIFTS_IN_YEAR);
  return statement;
}

/**
 * Every donor's statement for `year` into the outbox at once (the desk's "Send statements"): members with a
 * confirmed address, and donors known only by the email on their gifts. Each donor gets one statement per year,
 * however many times it is asked for (the dedupe key names the donor and the year). Resolves to those written.
 */
export async function sendYearStatements(db: Db, siteUrl: string, year: number): Promise<{ queued: number; skipped: number }> {
  const members = await db
    .selectDistinct({ userId: payments.userId })
    .from(payments)
    .where(and(countedGift, inYear(year), sql`${payments.userId} is not null`));
  const visitors = await db
    .selectDistinct({ email: sql<string>`lower(${payments.email})` })
    .from(payments)
    .where(and(countedGift, inYear(year), sql`${payments.userId} is null and ${payments.email} is not null`));
  let queued = 0;
  let skipped = 0;
  const donors: { donor: StatementDonor; key: string; member: boolean }[] = [
    ...members.flatMap((row) => (row.userId === null ? [] : [{ donor: { userId: row.userId }, key: `user-${row.userId}`, member: true }])),
    ...visitors.map((row) => ({ donor: { email: row.email }, key: `email-${row.email}`, member: false })),
  ];
  for (const { donor, key, member } of donors) {
    const statement = await givingStatementFor(db, donor, year);
    const to = statement?.donor.email;
    if (!statement || !to) {
      skipped += 1;
      continue;
    }
    const message = await composeEmail('giving_statement', { statement, accountLink: member ? `${siteUrl}/account` : null });
    const id = await enqueueEmail(db, { ...message, to, dedupeKey: `giving-statement:${year}:${key}` });
    if (id === null) skipped += 1;
    else queued += 1;
  }
  return { queued, skipped };
}
