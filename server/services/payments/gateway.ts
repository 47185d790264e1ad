// The payment gateway port: what the app needs from a card processor, in the domain's words. Adapters
// (server/adapters/payments): Stripe when STRIPE_SECRET_KEY is set, else the demo gateway (intents kept in
// Postgres, confirmed through the demo card form, labelled "Demo mode - no real charge"). deps.ts chooses.
import type { GiftInterval } from '../../contracts/giving';
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

/** Saving a donor's card for a recurring gift: the gateway's setup, confirmed in the browser with the card form. */
export interface CardSetupRequest {
  idempotencyKey: string;
  /** Who the card belongs to: the member (the gateway keeps them as its customer). */
  customer: { userId: number; name: string; email: string | null; customerId: string | null };
  metadata?: Record<string, string>;
}

export interface CardSetup {
  setupId: string;
  clientSecret: string;
  customerId: string;
  status: 'requires_payment_method' | 'succeeded' | 'failed';
  /** Once confirmed: the saved card, and how the donor knows it ("Visa ending 4242"). */
  paymentMethodId: string | null;
  cardLabel: string | null;
}

export interface SubscriptionRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  interval: GiftInterval;
  /** The first charge: now, or a later start date. */
  startAt: Date;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface GatewaySubscription {
  subscriptionId: string;
  /** When the gateway charges next. */
  nextChargeAt: Date | null;
}

/** What a recurring gift's subscription did, as a verified webhook reports it. */
export interface InvoiceEvent {
  invoiceId: string;
  subscriptionId: string;
  outcome: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  /** The start of the period the invoice charges for: one gift per period. */
  periodStart: Date;
  /** When the gateway tries a failed charge again (null: it has given up). */
  nextAttemptAt: Date | null;
  failureMessage: string | null;
}

/** A verified webhook event about an intent. */
export interface GatewayEvent {
  eventId: string;
  type: string;
  /** Set for the events about an intent's progress: its new status. */
  intent?: { intentId: string; status: PaymentStatus; amountCents: number };
  /** Set for money going back on an intent's charge: a refund of `amountCents` so far, or a dispute of it. */
  reversal?: { intentId: string; reason: PaymentReversal; amountCents: number; at: Date };
  /** Set for a recurring gift's invoice being paid or failing. */
  invoice?: InvoiceEvent;
  /** Set for a subscription changed at the gateway (the customer portal): ended, paused, or going on. */
  subscription?: { subscriptionId: string; state: 'active' | 'paused' | 'cancelled'; amountCents: number | null; nextChargeAt: Date | null };
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
  /** Starts saving a card for a recurring gift (Stripe: a Customer and a SetupIntent for off-session use). */
  createCardSetup(request: CardSetupRequest): Promise<CardSetup>;
  /** The setup as the gateway knows it: the only word on whether the card was saved. */
  retrieveCardSetup(setupId: string): Promise<CardSetup | null>;
  /**
   * Gateways that charge a recurring gift themselves (Stripe): a Subscription at the amount and interval, and
   * its changes. Absent for the demo gateway, whose gifts the app's own schedule charges (chargeSavedCard).
   */
  subscriptions?: {
    create(request: SubscriptionRequest): Promise<GatewaySubscription>;
    changeAmount(subscriptionId: string, amountCents: number, interval: GiftInterval): Promise<void>;
    pause(subscriptionId: string): Promise<void>;
    resume(subscriptionId: string): Promise<GatewaySubscription>;
    cancel(subscriptionId: string): Promise<void>;
    /** A page of the gateway's own where the donor updates the card: its address, valid for a few minutes. */
    portal(customerId: string, returnUrl: string): Promise<string>;
    /**
     * The invoice a payment intent paid, if it paid one: a recurring gift's payment is keyed by its invoice, while
     * a refund or a dispute names the payment intent.
     */
    invoiceOfIntent(intentId: string): Promise<string | null>;
  };
  /**
   * Charges a saved card off-session for the app's own schedule (demo gateway): the same key gives back the same
   * charge, never a second one.
   */
  chargeSavedCard?(request: { paymentMethodId: string; amountCents: number; currency: 'usd'; idempotencyKey: string; metadata: Record<string, string> }): Promise<GatewayIntent & { failureMessage: string | null }>;
  /**
   * Charges a test card in place of the processor's own browser script. Only the demo gateway has it:
   * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
   */
  confirmWithTestCard?(clientSecret: string, cardNumber: string): Promise<GatewayIntent>;
}
