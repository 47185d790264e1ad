import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { memberships, payments } from '../../../db/schema';
import {
  MEMBERSHIP_PLANS,
  membershipContactForm,
  type membershipCheckoutInput,
  type MembershipView,
} from '../../contracts/membership';
import type { PaymentGatewayKind } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { Purchase } from '../payments/purchase';

type MembershipRow = typeof memberships.$inferSelect;

const toView = (row: MembershipRow): MembershipView => ({
  plan: row.plan,
  planName: MEMBERSHIP_PLANS[row.plan].name,
  name: row.name,
  status: row.status,
  periodEnd: row.periodEnd,
});

type MembershipOrder = z.output<typeof membershipCheckoutInput>;

/**
 * Breakthrough Circle in the fulfilment table: priced from the plan, never from the browser. A signed-in
 * member joins as their account; a visitor gives a name and an email address. The membership waits as
 * pending beside its payment and turns active when the gateway confirms it.
 */
export const membershipPurchase: Purchase<MembershipOrder> = {
  quote(order, buyer) {
    const plan = MEMBERSHIP_PLANS[order.plan];
    // A visitor must say who is joining; the contract's messages answer a missing or invalid field.
    const payer = buyer
      ? { name: order.name ?? buyer.username, email: order.email ?? null }
      : membershipContactForm.parse(order);
    return { amountCents: plan.priceCents, description: `Breakthrough Circle ${plan.name} membership`, metadata: { plan: plan.id }, payer };
  },
  async reserve(db, paymentId, quote, order, buyer) {
    const name = quote.payer?.name ?? buyer?.username ?? '';
    await db.insert(memberships).values({ paymentId, userId: buyer?.id ?? null, name, email: quote.payer?.email ?? null, plan: order.plan });
  },
  deliver: (db, payment) => activateMembership(db, payment.id),
  async receipt(db, payment) {
    const [membership] = await db
      .select({ name: memberships.name, start: memberships.periodStart, end: memberships.periodEnd })
      .from(memberships)
      .where(eq(memberships.paymentId, payment.id));
    const { start, end } = membership ?? {};
    return { kind: 'membership_receipt', name: membership?.name ?? null, period: start && end ? { start, end } : null };
  },
  // A refund in full or a chargeback ends the membership at once, as a shop stops giving what was paid
  // back; a pending one never starts. Periods paid for separately after it keep their dates.
  async revoke(db, payment) {
    await db
      .update(memberships)
      .set({ status: 'revoked' })
      .where(and(eq(memberships.paymentId, payment.id), inArray(memberships.status, ['pending', 'active'])));
  },
};

/** The rows of the same member: by account when there is one, else by email address. */
function sameMember(row: { userId: number | null; email: string | null }): SQL {
  const byUser = row.userId !== null ? sql`m.user_id = ${row.userId}` : sql`false`;
  const byEmail = row.email !== null ? sql`m.email = ${row.email}` : sql`false`;
  return sql`(${byUser} or ${byEmail})`;
}

/**
 * Delivers the membership a confirmed payment bought: active from now, or from the end of the member's
 * current period, for one month or one year. Safe to call again: only a pending membership moves.
 * Call it only once the gateway has confirmed the payment succeeded.
 */
async function activateMembership(db: Db, paymentId: number) {
  const [pending] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.paymentId, paymentId), eq(memberships.status, 'pending')));
  if (!pending) return;
  const length = pending.plan === 'annual' ? sql`interval '1 year'` : sql`interval '1 month'`;
  const start = sql`greatest(now(), coalesce((select max(m.period_end) from memberships m where m.status = 'active' and ${sameMember(pending)}), now()))`;
  await db
    .update(memberships)
    .set({ status: 'active', activatedAt: sql`now()`, periodStart: start, periodEnd: sql`${start} + ${length}` })
    .where(and(eq(memberships.id, pending.id), eq(memberships.status, 'pending')));
}

/** The membership a payment bought, by the gateway's reference (after the payment was refreshed). */
export async function membershipForPayment(db: Db, gatewayKind: PaymentGatewayKind, intentId: string) {
  const [row] = await db
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(payments, eq(payments.id, memberships.paymentId))
    .where(and(eq(payments.gateway, gatewayKind), eq(payments.intentId, intentId)));
  if (!row) throw new AppError('NOT_FOUND', 'This membership could not be found.');
  return toView(row.membership);
}

/** A signed-in member's current membership (the one whose period ends last), or null. */
export async function currentMembership(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active'), gt(memberships.periodEnd, sql`now()`)))
    .orderBy(desc(memberships.periodEnd))
    .limit(1);
  return row ? toView(row) : null;
}
