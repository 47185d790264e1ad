// POST /api/stripe/webhook: Stripe's notifications about payment intents, refunds and disputes. The
// signature is checked on the raw body (so this route reads its body as bytes), and each event is applied
// once: an event whose applying failed answers 500, and Stripe's retry applies it.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { sendError } from '../errors';
import { recordPaymentEvent } from '../services/payments/payments';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export async function registerStripeWebhook(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const verify = deps.payments.verifyWebhook?.bind(deps.payments);
      if (!verify) return sendError(reply, 'NOT_FOUND', 'Webhooks are not configured.');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        return sendError(reply, 'BAD_REQUEST', 'Missing Stripe signature.');
      }
      let event;
      try {
        event = verify(req.body, signature);
      } catch {
        return sendError(reply, 'BAD_REQUEST', 'The webhook signature does not verify.');
      }
      return reply.send(await recordPaymentEvent(deps, event));
    });
  });
}
