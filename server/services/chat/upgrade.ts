// The end of a Premium checkout: the payment is checked with the gateway, never taken from the browser.
import { and, eq } from 'drizzle-orm';
import { payments, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { CARD_DECLINED_MESSAGE, PAYMENT_NOT_FOUND_MESSAGE } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limit';
import { refreshPayment, type PaymentDeps } from '../payments/payments';
import { chatTierOf } from './premium';

/**
 * Asks the gateway how the member's upgrade payment stands (delivering Premium if it succeeded) and
 * answers the member as they are now. Only the member's own Premium payment is found.
 */
export async function confirmUpgrade(deps: PaymentDeps & { limits: RateLimits }, user: SessionUser, intentId: string): Promise<SessionUser> {
  const [own] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, deps.payments.kind), eq(payments.intentId, intentId), eq(payments.userId, user.id), eq(payments.purpose, 'chat_premium')));
  if (!own) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  // A check that reaches the gateway (the payment still open) spends one of the member's paymentStatus budget.
  const payment = await refreshPayment(deps, intentId, () => deps.limits.consume('paymentStatus', `user-${user.id}`));
  if (payment.status === 'failed' || payment.status === 'canceled') throw new AppError('PAYMENT_REQUIRED', CARD_DECLINED_MESSAGE);
  const [row] = await deps.db.select({ tier: chatTierOf(user.id) }).from(users).where(eq(users.id, user.id));
  return { ...user, subscriptionTier: row?.tier ?? 'free' };
}
