// Giving on the desk: the funds (admins add, describe, hide, and rename one not yet given to), the recurring
// gifts that are failing (staff see which; only admins see amounts, decision 024), the demo clock, and statements.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds, recurringGifts, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { actorOf, recordStaffAction } from '../desk/audit';
import { demoClockOffsetSeconds, moveDemoClock } from './clock';
import { addFund, allFunds, updateFund } from './funds';
import { sendYearStatements } from './statement';

export async function deskGivingSetup(db: Db, gatewayKind: 'stripe' | 'demo', withAmounts: boolean) {
  const failing = await db
    .select({
      id: recurringGifts.id,
      username: users.username,
      fund: funds.name,
      amountCents: recurringGifts.amountCents,
      interval: recurringGifts.interval,
      status: recurringGifts.status,
      failedAttempts: recurringGifts.failedAttempts,
      lastFailure: recurringGifts.lastFailure,
      lastFailureAt: recurringGifts.lastFailureAt,
    })
    .from(recurringGifts)
    .innerJoin(users, eq(users.id, recurringGifts.userId))
    .innerJoin(funds, eq(funds.id, recurringGifts.fundId))
    .where(and(sql`${recurringGifts.failedAttempts} > 0`, ne(recurringGifts.status, 'cancelled')))
    .orderBy(desc(recurringGifts.lastFailureAt))
    .limit(200);

  return {
    funds: await allFunds(db),
    failing: failing.map((gift) => ({ ...gift, amountCents: withAmounts ? gift.amountCents : null })),
    demoClockDays: gatewayKind === 'demo' ? Math.round((await demoClockOffsetSeconds(db)) / 86_400) : null,
  };
}

export async function addFundOnDesk(db: Db, user: SessionUser, input: { name: string; description: string }) {
  return db.transaction(async (tx) => {
    const made = await addFund(tx, input);
    await recordStaffAction(tx, actorOf(user), { action: 'fund.add', subject: { type: 'fund', id: made.id }, before: null, after: input });
    return made;
  });
}

export async function updateFundOnDesk(db: Db, user: SessionUser, input: { id: number; name: string; description: string; hidden: boolean }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: funds.name, description: funds.description, hidden: funds.hidden }).from(funds).where(eq(funds.id, input.id));
    await updateFund(tx, input);
    const { id: _id, ...after } = input;
    await recordStaffAction(tx, actorOf(user), { action: 'fund.update', subject: { type: 'fund', id: input.id }, before: before ?? null, after });
  });
}

/** Moves the demo clock on, audited (demo gateway only; the router checks). */
export async function moveDemoClockOnDesk(db: Db, user: SessionUser, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ahead = await moveDemoClock(tx, days);
    await recordStaffAction(tx, actorOf(user), { action: 'demo_clock.move', subject: { type: 'demo_clock', id: 1 }, before: { days: ahead - days }, after: { days: ahead } });
    return ahead;
  });
}

/** Every donor's statement for `year` into the outbox, audited with how many went. */
export async function sendStatementsOnDesk(db: Db, user: SessionUser, siteUrl: string, year: number) {
  const sent = await sendYearStatements(db, siteUrl, year);
  await recordStaffAction(db, actorOf(user), { action: 'statements.send', subject: { type: 'giving_year', id: year }, before: null, after: sent });
  return sent;
}
