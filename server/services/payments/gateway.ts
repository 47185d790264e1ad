// The payment gateway port: what the app needs from a card processor, in the domain's words. Adapters
// (server/adapters/payments): Stripe when STRIPE_SECRET_KEY is set, else the demo gateway (intents kept in
// Postgres, confirmed through the demo card form, labelled "Demo mode - no real charge"). deps.ts chooses.
import type { PaymentGatewayKind, PaymentPurpose, PaymentReversal, PaymentStatus } from '../../contracts/payments';

export interface CreateIntentRequest {
  amountCents: number;
  currency: 'usd';
  purpose: PaymentPurpose;
  description?: string;
  /** The same key returns the same intent (a retried request creates no second charge). */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface GatewayIntent {
  intentId: string;
  clientSecret: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A verified webhook event about an intent. */
export interface GatewayEvent {
  eventId: string;
  type: string;
  /** Set for the events about an intent's progress: its new status. */
  intent?: { intentId: string; status: PaymentStatus; amountCents: number };
  /** Set for money going back on an intent's charge: a refund of `amountCents` so far, or a dispute of it. */
  reversal?: { intentId: string; reason: PaymentReversal; amountCents: number; at: Date };
}

export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  createIntent(request: CreateIntentRequest): Promise<GatewayIntent>;
  /** The intent as the gateway knows it now: the only word on whether money moved. */
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>;
  /**
   * Sets a new amount on an intent that is still waiting for a card, keeping its id and client secret (so
   * the card form the payer is filling in stays as it is). Refuses (CONFLICT) an intent that has moved on.
   */
  updateIntentAmount(intentId: string, amountCents: number): Promise<GatewayIntent>;
  /**
   * Checks a webhook's signature against the raw body and reads the event; throws when it does not
   * verify. Absent for gateways that send no webhooks (demo), or without a webhook secret.
   */
  verifyWebhook?(rawBody: Buffer, signature: string): GatewayEvent;
  /**
   * Charges a test card in place of the processor's own browser script. Only the demo gateway has it:
   * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
   */
  confirmWithTestCard?(clientSecret: string, cardNumber: string): Promise<GatewayIntent>;
}
