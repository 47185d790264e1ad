// Bible chat Premium (DESIGN.md: a real upgrade through the payment gateway, $5.99 a month or $59.99 a
// year, premium until the period ends): its entry in the fulfilment table, and the tier it gives.
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { chatPremiumPeriods } from '../../../db/schema';
import type { SubscriptionTier } from '../../contracts/accounts';
import { CHAT_PREMIUM_PLANS, type upgradeInput } from '../../contracts/chat';
import type { Purchase } from '../payments/purchase';

type UpgradeOrder = z.output<typeof upgradeInput>;

/**
 * The Bible chat tier, as SQL: premium while a paid period runs. Of the user whose id is given, or else of
 * the row of `users` the query reads (named in full: drizzle would write a bare "id", which inside the
 * subquery means the period's own id).
 */
export function chatTierOf(userId?: number): SQL<SubscriptionTier> {
  const owner = userId === undefined ? sql`"users"."id"` : sql`${userId}`;
  return sql<SubscriptionTier>`(case when exists (select 1 from chat_premium_periods p where p.user_id = ${owner} and p.status = 'active' and p.period_end > now()) then 'premium' else 'free' end)`;
}

/** When the member's Premium ends (the last paid period), or null when they have none running. */
export async function premiumUntil(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ periodEnd: chatPremiumPeriods.periodEnd })
    .from(chatPremiumPeriods)
    .where(and(eq(chatPremiumPeriods.userId, userId), eq(chatPremiumPeriods.status, 'active'), gt(chatPremiumPeriods.periodEnd, sql`now()`)))
    .orderBy(desc(chatPremiumPeriods.periodEnd))
    .limit(1);
  return row?.periodEnd ?? null;
}

/**
 * Premium in the fulfilment table: priced from the plan on the server, for a signed-in member only (the
 * router's member procedure sees to that). The period waits as pending beside its payment and runs from
 * the gateway's confirmation, or from the end of a period already running.
 */
export const chatPremiumPurchase: Purchase<UpgradeOrder> = {
  quote(order, buyer) {
    const plan = CHAT_PREMIUM_PLANS[order.plan];
    return {
      amountCents: plan.priceCents,
      description: `Bible Chat Premium (${plan.name})`,
      metadata: { plan: plan.id },
      payer: { name: buyer?.username ?? '', email: null },
    };
  },
  async reserve(db, paymentId, _quote, order, buyer) {
    if (!buyer) throw new Error('Bible chat Premium is bought by a signed-in member');
    await db.insert(chatPremiumPeriods).values({ paymentId, userId: buyer.id, plan: order.plan });
  },
  async deliver(db, payment) {
    const [pending] = await db
      .select()
      .from(chatPremiumPeriods)
      .where(and(eq(chatPremiumPeriods.paymentId, payment.id), eq(chatPremiumPeriods.status, 'pending')));
    if (!pending) return;
    const length = pending.plan === 'yearly' ? sql`interval '1 year'` : sql`interval '1 month'`;
    const start = sql`greatest(now(), coalesce((select max(p.period_end) from chat_premium_periods p where p.user_id = ${pending.userId} and p.status = 'active'), now()))`;
    await db
      .update(chatPremiumPeriods)
      .set({ status: 'active', periodStart: start, periodEnd: sql`${start} + ${length}` })
      .where(and(eq(chatPremiumPeriods.id, pending.id), eq(chatPremiumPeriods.status, 'pending')));
  },
  async receipt(db, payment) {
    const [period] = await db
      .select({ start: chatPremiumPeriods.periodStart, end: chatPremiumPeriods.periodEnd })
      .from(chatPremiumPeriods)
      .where(eq(chatPremiumPeriods.paymentId, payment.id));
    const { start, end } = period ?? {};
    return { kind: 'premium_receipt', name: null, period: start && end ? { start, end } : null };
  },
  // A refund in full or a chargeback ends the period at once (the tier is free again on the next request);
  // periods paid for separately after it keep their dates.
  async revoke(db, payment) {
    await db
      .update(chatPremiumPeriods)
      .set({ status: 'revoked' })
      .where(and(eq(chatPremiumPeriods.paymentId, payment.id), inArray(chatPremiumPeriods.status, ['pending', 'active'])));
  },
};
