// The demo gateway: a real adapter for a machine without a Stripe key. Intents live in Postgres
// (demo_payment_intents) and are confirmed by the demo card form: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, as in Stripe's test mode. Nothing is charged.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { demoPaymentIntents } from '../../../db/schema';
import { CARD_DECLINED_MESSAGE, DEMO_CARDS, PAYMENT_CLOSED_MESSAGE } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { CreateIntentRequest, GatewayIntent, PaymentGateway } from '../../services/payments/gateway';

type DemoRow = typeof demoPaymentIntents.$inferSelect;

const toIntent = (row: DemoRow): GatewayIntent => ({
  intentId: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
});

export class DemoGateway implements PaymentGateway {
  readonly kind = 'demo' as const;

  constructor(private readonly db: Db) {}

  async createIntent(request: CreateIntentRequest): Promise<GatewayIntent> {
    const id = `demo_pi_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(demoPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        currency: request.currency,
        metadata: { ...request.metadata, purpose: request.purpose },
      })
      // As Stripe does: the same key gives back the intent it made the first time.
      .onConflictDoNothing({ target: demoPaymentIntents.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(demoPaymentIntents)
      .where(eq(demoPaymentIntents.idempotencyKey, request.idempotencyKey));
    if (!row) throw new Error('the demo intent was not stored');
    return toIntent(row);
  }

  async retrieveIntent(intentId: string): Promise<GatewayIntent | null> {
    const [row] = await this.db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, intentId));
    return row ? toIntent(row) : null;
  }

  async updateIntentAmount(intentId: string, amountCents: number): Promise<GatewayIntent> {
    // As Stripe does: only an intent still waiting for a card takes a new amount.
    const [updated] = await this.db
      .update(demoPaymentIntents)
      .set({ amountCents })
      .where(and(eq(demoPaymentIntents.id, intentId), eq(demoPaymentIntents.status, 'requires_payment_method')))
      .returning();
    if (updated) return toIntent(updated);
    const known = await this.retrieveIntent(intentId);
    if (!known) throw new AppError('NOT_FOUND', 'This payment could not be found. Please start again.');
    throw new AppError('CONFLICT', PAYMENT_CLOSED_MESSAGE);
  }

  /** What the demo card form does in place of Stripe.js: charge the card, or decline it. */
  async confirmWithTestCard(clientSecret: string, cardNumber: string): Promise<GatewayIntent> {
    const [row] = await this.db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.clientSecret, clientSecret));
    if (!row) throw new AppError('NOT_FOUND', 'This payment could not be found. Please start again.');
    if (row.status === 'succeeded') return toIntent(row);
    const succeeded = cardNumber === DEMO_CARDS.succeeds;
    const [updated] = await this.db
      .update(demoPaymentIntents)
      // A declined card leaves the intent open for another card, as Stripe does.
      .set(succeeded ? { status: 'succeeded', lastError: null } : { lastError: CARD_DECLINED_MESSAGE })
      .where(eq(demoPaymentIntents.id, row.id))
      .returning();
    if (!updated) throw new Error('the demo intent vanished');
    if (!succeeded) throw new AppError('PAYMENT_REQUIRED', CARD_DECLINED_MESSAGE);
    return toIntent(updated);
  }
}
