// The demo gateway: a real adapter for a machine without a Stripe key. Intents live in Postgres
// (demo_payment_intents) and are confirmed by the demo card form: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, as in Stripe's test mode. Nothing is charged.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { demoPaymentIntents } from '../../../db/schema';
import { CARD_DECLINED_MESSAGE, DEMO_CARDS, PAYMENT_CLOSED_MESSAGE } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { CardSetup, CardSetupRequest, CreateIntentRequest, GatewayIntent, PaymentGateway } from '../../services/payments/gateway';

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

  /**
   * A card to save for a recurring gift: kept as an intent of no amount (kind 'setup'), confirmed by the same
   * demo card form. The demo's customer is the member.
   */
  async createCardSetup(request: CardSetupRequest): Promise<CardSetup> {
    const intent = await this.createIntent({
      amountCents: 0,
      currency: 'usd',
      purpose: 'donation',
      idempotencyKey: request.idempotencyKey,
      metadata: { ...request.metadata, kind: 'setup', customer: `demo_cus_${request.customer.userId}` },
    });
    const setup = await this.retrieveCardSetup(intent.intentId);
    if (!setup) throw new Error('the demo card setup was not stored');
    return setup;
  }

  async retrieveCardSetup(setupId: string): Promise<CardSetup | null> {
    const [row] = await this.db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, setupId));
    if (!row || row.metadata['kind'] !== 'setup') return null;
    const card = row.metadata['card'] ?? null;
    return {
      setupId: row.id,
      clientSecret: row.clientSecret,
      customerId: row.metadata['customer'] ?? 'demo_cus',
      status: row.status,
      paymentMethodId: row.status === 'succeeded' && card ? `demo_pm_${card}` : null,
      cardLabel: row.status === 'succeeded' && card ? `Card ending ${card.slice(-4)}` : null,
    };
  }

  /**
   * Charges a saved demo card for the app's schedule: a card saved as 4000 0000 0000 0341 is declined here, any
   * other succeeds. The same key gives back the same charge; a declined one is tried again by the same key.
   */
  async chargeSavedCard(request: { paymentMethodId: string; amountCents: number; currency: 'usd'; idempotencyKey: string; metadata: Record<string, string> }) {
    const intent = await this.createIntent({ ...request, purpose: 'donation' });
    if (intent.status === 'succeeded') return { ...intent, failureMessage: null };
    const declined = request.paymentMethodId === `demo_pm_${DEMO_CARDS.declinedLater}`;
    const [updated] = await this.db
      .update(demoPaymentIntents)
      .set(declined ? { status: 'failed', lastError: CARD_DECLINED_MESSAGE } : { status: 'succeeded', lastError: null })
      .where(eq(demoPaymentIntents.id, intent.intentId))
      .returning();
    if (!updated) throw new Error('the demo intent vanished');
    return { ...toIntent(updated), failureMessage: updated.lastError };
  }

  /** What the demo card form does in place of Stripe.js: charge the card (or save it, for a setup), or decline it. */
  async confirmWithTestCard(clientSecret: string, cardNumber: string): Promise<GatewayIntent> {
    const [row] = await this.db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.clientSecret, clientSecret));
    if (!row) throw new AppError('NOT_FOUND', 'This payment could not be found. Please start again.');
    if (row.status === 'succeeded') return toIntent(row);
    const saving = row.metadata['kind'] === 'setup';
    const succeeded = cardNumber === DEMO_CARDS.succeeds || (saving && cardNumber === DEMO_CARDS.declinedLater);
    const [updated] = await this.db
      .update(demoPaymentIntents)
      // A declined card leaves the intent open for another card, as Stripe does.
      .set(
        succeeded
          ? { status: 'succeeded', lastError: null, ...(saving ? { metadata: { ...row.metadata, card: cardNumber } } : {}) }
          : { lastError: CARD_DECLINED_MESSAGE },
      )
      .where(eq(demoPaymentIntents.id, row.id))
      .returning();
    if (!updated) throw new Error('the demo intent vanished');
    if (!succeeded) throw new AppError('PAYMENT_REQUIRED', CARD_DECLINED_MESSAGE);
    return toIntent(updated);
  }
}
