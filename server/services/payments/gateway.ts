// The payment gateway port: what the app needs from a card processor, in the domain's words.
// Adapters: Stripe (STRIPE_SECRET_KEY set) and demo (no key: intents kept in Postgres, confirmed
// through the demo card form, labelled "Demo mode - no real charge"). Chosen in main.ts.
import type { PaymentStatus } from '../../contracts/payments';

export type PaymentPurpose = 'donation' | 'membership' | 'content' | 'chat_premium';

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
  /** Set for the events we act on: the intent's new status. */
  intent?: { intentId: string; status: PaymentStatus; amountCents: number };
}

export interface PaymentGateway {
  readonly kind: 'stripe' | 'demo';
  createIntent(request: CreateIntentRequest): Promise<GatewayIntent>;
  /** The intent as the gateway knows it now: the only word on whether money moved. */
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>;
  /**
   * Checks a webhook's signature against the raw body and reads the event; throws when it does not
   * verify. Absent for gateways that send no webhooks (demo), or without a webhook secret.
   */
  verifyWebhook?(rawBody: Buffer, signature: string): GatewayEvent;
}
