// Gives a member a running Bible chat Premium period, as a paid upgrade leaves it, without going through
// the card form: for tests about what Premium changes, not about how it is bought.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { chatPremiumPeriods, payments } from '../../db/schema';

export async function grantPremium(db: Db, userId: number, days = 30): Promise<void> {
  const [payment] = await db
    .insert(payments)
    .values({ gateway: 'demo', intentId: `demo_pi_test_${userId}_${Date.now()}`, purpose: 'chat_premium', amountCents: 599, status: 'succeeded', userId })
    .returning({ id: payments.id });
  if (!payment) throw new Error('no payment');
  await db.insert(chatPremiumPeriods).values({
    paymentId: payment.id,
    userId,
    plan: 'monthly',
    status: 'active',
    periodStart: sql`now()`,
    periodEnd: sql`now() + make_interval(days => ${days})`,
  });
}
