// The Stripe adapter: PaymentIntents with automatic payment methods, an idempotency key per request,
// metadata naming the purpose. The browser confirms with Stripe.js; the server only trusts what
// retrieveIntent hears back from Stripe.
import Stripe from 'stripe';
import { PAYMENT_CLOSED_MESSAGE, type PaymentStatus } from '../../contracts/payments';
import { AppError } from '../../errors';
import type { CreateIntentRequest, GatewayEvent, GatewayIntent, PaymentGateway } from '../../services/payments/gateway';

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
function idOf(field: string | { id: string } | null): string | null {
  return typeof field === 'string' ? field : (field?.id ?? null);
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
