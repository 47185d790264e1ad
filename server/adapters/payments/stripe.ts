// The Stripe adapter: PaymentIntents with automatic payment methods, an idempotency key per request,
// metadata naming the purpose. The browser confirms with Stripe.js; the server only trusts what
// retrieveIntent hears back from Stripe.
import Stripe from 'stripe';
import { PAYMENT_CLOSED_MESSAGE, type PaymentStatus } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { GiftInterval } from '../../contracts/giving';
import type {
  CardSetup,
  CardSetupRequest,
  CreateIntentRequest,
  GatewayEvent,
  GatewayIntent,
  GatewaySubscription,
  InvoiceEvent,
  PaymentGateway,
  SubscriptionRequest,
} from '../../services/payments/gateway';

/** The Product every recurring gift's price belongs to (Stripe asks for one): made on first use, by this id. */
export const RECURRING_GIFT_PRODUCT = 'lwm_recurring_gift';

const stripeRecurrence: Record<GiftInterval, { interval: 'week' | 'month'; interval_count: number }> = {
  week: { interval: 'week', interval_count: 1 },
  two_weeks: { interval: 'week', interval_count: 2 },
  month: { interval: 'month', interval_count: 1 },
};

export const PAYMENT_SERVICE_UNAVAILABLE = 'The payment service is unavailable right now. Please try again in a moment.';

export interface StripeGatewayOptions {
  /** whsec_...: turns on webhook verification. */
  webhookSecret?: string;
  /** Retries on network errors and 5xx; Stripe's idempotency keys make them safe. */
  maxNetworkRetries?: number;
}

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  readonly verifyWebhook?: (rawBody: Buffer, signature: string) => GatewayEvent;

  constructor(secretKey: string, options: StripeGatewayOptions = {}) {
    const { webhookSecret } = options;
    if (webhookSecret) this.verifyWebhook = (rawBody, signature) => this.readEvent(rawBody, signature, webhookSecret);
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 20_000,
      appInfo: { name: 'living-water-ministries' },
    });
  }

  async createIntent(request: CreateIntentRequest): Promise<GatewayIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          automatic_payment_methods: { enabled: true },
          ...(request.description ? { description: request.description } : {}),
          metadata: { ...request.metadata, purpose: request.purpose },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toGatewayIntent(intent);
    } catch (error) {
      throw asServiceError(error);
    }
  }

  async updateIntentAmount(intentId: string, amountCents: number): Promise<GatewayIntent> {
    try {
      // The intent keeps its id and client secret, so the Payment Element mounted for it stays as it is.
      return toGatewayIntent(await this.stripe.paymentIntents.update(intentId, { amount: amountCents }));
    } catch (error) {
      // Stripe refuses a new amount once the intent is processing, succeeded or canceled.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        throw new AppError('CONFLICT', PAYMENT_CLOSED_MESSAGE);
      }
      throw asServiceError(error);
    }
  }

  async createCardSetup(request: CardSetupRequest): Promise<CardSetup> {
    try {
      const customerId =
        request.customer.customerId ??
        (
          await this.stripe.customers.create(
            {
              name: request.customer.name,
              ...(request.customer.email ? { email: request.customer.email } : {}),
              metadata: { userId: String(request.customer.userId) },
            },
            { idempotencyKey: `customer:${request.idempotencyKey}` },
          )
        ).id;
      const setup = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: request.metadata ?? {} },
        { idempotencyKey: request.idempotencyKey },
      );
      return toCardSetup(setup);
    } catch (error) {
      throw asServiceError(error);
    }
  }

  async retrieveCardSetup(setupId: string): Promise<CardSetup | null> {
    try {
      return toCardSetup(await this.stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw asServiceError(error);
    }
  }

  readonly subscriptions = {
    create: async (request: SubscriptionRequest): Promise<GatewaySubscription> => {
      try {
        const product = await this.giftProduct();
        const startsLater = request.startAt.getTime() > Date.now() + 60_000;
        const subscription = await this.stripe.subscriptions.create(
          {
            customer: request.customerId,
            default_payment_method: request.paymentMethodId,
            items: [{ price_data: { currency: request.currency, product, unit_amount: request.amountCents, recurring: stripeRecurrence[request.interval] } }],
            description: request.description,
            metadata: request.metadata,
            // A later start date: nothing is charged until then (Stripe's trial is the way to say it).
            ...(startsLater ? { trial_end: Math.floor(request.startAt.getTime() / 1000) } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toGatewaySubscription(subscription);
      } catch (error) {
        throw asServiceError(error);
      }
    },
    changeAmount: async (subscriptionId: string, amountCents: number, interval: GiftInterval): Promise<void> => {
      try {
        const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
        const product = await this.giftProduct();
        await this.stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price_data: { currency: item.price.currency, product, unit_amount: amountCents, recurring: stripeRecurrence[interval] } }],
          // The new amount applies from the next gift on; nothing is charged or credited for this period.
          proration_behavior: 'none',
        });
      } catch (error) {
        throw asServiceError(error);
      }
    },
    pause: async (subscriptionId: string): Promise<void> => {
      try {
        await this.stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } });
      } catch (error) {
        throw asServiceError(error);
      }
    },
    resume: async (subscriptionId: string): Promise<GatewaySubscription> => {
      try {
        return toGatewaySubscription(await this.stripe.subscriptions.update(subscriptionId, { pause_collection: '' }));
      } catch (error) {
        throw asServiceError(error);
      }
    },
    invoiceOfIntent: async (intentId: string): Promise<string | null> => {
      try {
        const found = await this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 });
        return idOf(found.data[0]?.invoice ?? null);
      } catch (error) {
        throw asServiceError(error);
      }
    },
    cancel: async (subscriptionId: string): Promise<void> => {
      try {
        await this.stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled at Stripe (the portal, a dashboard): what was asked is so.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw asServiceError(error);
      }
    },
    portal: async (customerId: string, returnUrl: string): Promise<string> => {
      try {
        return (await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
      } catch (error) {
        throw asServiceError(error);
      }
    },
  };

  private productId: string | undefined;

  /** The recurring gifts' Product, made once by its fixed id (a second instance making it too finds it there). */
  private async giftProduct(): Promise<string> {
    if (this.productId) return this.productId;
    try {
      await this.stripe.products.retrieve(RECURRING_GIFT_PRODUCT);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
      await this.stripe.products
        .create({ id: RECURRING_GIFT_PRODUCT, name: 'Recurring gift' })
        .catch((made: unknown) => {
          if (!(made instanceof Stripe.errors.StripeInvalidRequestError && made.code === 'resource_already_exists')) throw made;
        });
    }
    this.productId = RECURRING_GIFT_PRODUCT;
    return this.productId;
  }

  private readEvent(rawBody: Buffer, signature: string, secret: string): GatewayEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    const at = new Date(event.created * 1000);
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      return {
        eventId: event.id,
        type: event.type,
        intent: {
          intentId: intent.id,
          status: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
          amountCents: intent.amount,
        },
      };
    }
    // A refund and a dispute name the charge's PaymentIntent, which is what our payments are keyed by.
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (intentId) return { eventId: event.id, type: event.type, reversal: { intentId, reason: 'refunded', amountCents: charge.amount_refunded, at } };
    }
    if (event.type === 'charge.dispute.created') {
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      if (intentId) return { eventId: event.id, type: event.type, reversal: { intentId, reason: 'disputed', amountCents: dispute.amount, at } };
    }
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const invoice = toInvoiceEvent(event.data.object, event.type === 'invoice.paid' ? 'paid' : 'failed');
      if (invoice) return { eventId: event.id, type: event.type, invoice };
    }
    if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      const subscription = event.data.object;
      const item = subscription.items.data[0];
      const state = event.type === 'customer.subscription.deleted' || subscription.status === 'canceled' ? 'cancelled' : subscription.pause_collection ? 'paused' : 'active';
      return {
        eventId: event.id,
        type: event.type,
        subscription: {
          subscriptionId: subscription.id,
          state,
          amountCents: item?.price.unit_amount ?? null,
          nextChargeAt: state === 'active' ? toGatewaySubscription(subscription).nextChargeAt : null,
        },
      };
    }
    return { eventId: event.id, type: event.type };
  }

  async retrieveIntent(intentId: string): Promise<GatewayIntent | null> {
    try {
      return toGatewayIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw asServiceError(error);
    }
  }
}

/** An expandable field's id: Stripe sends the id, or the object when asked to expand it. */
function idOf(field: string | { id: string } | null | undefined): string | null {
  return typeof field === 'string' ? field : (field?.id ?? null);
}

function toCardSetup(setup: Stripe.SetupIntent): CardSetup {
  if (!setup.client_secret) throw new Error(`Stripe returned setup intent ${setup.id} without a client secret`);
  const customerId = idOf(setup.customer);
  if (!customerId) throw new Error(`Stripe returned setup intent ${setup.id} without its customer`);
  const method = setup.payment_method;
  const card = typeof method === 'object' && method ? method.card : null;
  return {
    setupId: setup.id,
    clientSecret: setup.client_secret,
    customerId,
    status: setup.status === 'succeeded' ? 'succeeded' : setup.status === 'canceled' ? 'failed' : 'requires_payment_method',
    paymentMethodId: setup.status === 'succeeded' ? idOf(method) : null,
    cardLabel: card ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}` : null,
  };
}

function toGatewaySubscription(subscription: Stripe.Subscription): GatewaySubscription {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const next = subscription.trial_end && subscription.status === 'trialing' ? subscription.trial_end : periodEnd;
  return { subscriptionId: subscription.id, nextChargeAt: next ? new Date(next * 1000) : null };
}

/** A subscription's invoice in our words; null for one that is not a recurring gift's (no subscription) or charges nothing. */
function toInvoiceEvent(invoice: Stripe.Invoice, outcome: 'paid' | 'failed'): InvoiceEvent | null {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
  const amountCents = outcome === 'paid' ? invoice.amount_paid : invoice.amount_due;
  if (!invoice.id || !subscriptionId || amountCents <= 0) return null;
  const periodStart = invoice.lines.data[0]?.period.start ?? invoice.period_start;
  return {
    invoiceId: invoice.id,
    subscriptionId,
    outcome,
    amountCents,
    currency: invoice.currency,
    periodStart: new Date(periodStart * 1000),
    nextAttemptAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
    failureMessage: outcome === 'failed' ? (invoice.last_finalization_error?.message ?? 'Your card was declined.') : null,
  };
}

function toGatewayIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
  return {
    intentId: intent.id,
    clientSecret: intent.client_secret,
    status: statusOf(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}

/** Stripe's lifecycle in ours: anything still waiting on the customer counts as not paid. */
function statusOf(status: Stripe.PaymentIntent.Status): PaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

function asServiceError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) return new AppError('BAD_GATEWAY', PAYMENT_SERVICE_UNAVAILABLE);
  return error instanceof Error ? error : new Error(String(error));
}
