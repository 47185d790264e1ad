// POST /api/stripe/webhook: Stripe's notifications about payment intents. The signature is checked on
// the raw body (so this route reads its body as bytes), and each event is recorded once.
import type { FastifyInstance } from 'fastify';
import { recordPaymentEvent } from './routers/payments.handlers';
import type { AppDeps } from './trpc';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export async function registerStripeWebhook(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const verify = deps.payments.verifyWebhook?.bind(deps.payments);
      if (!verify) return reply.status(404).send({ error: 'NOT_FOUND', message: 'Webhooks are not configured.' });
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        return reply.status(400).send({ error: 'BAD_REQUEST', message: 'Missing Stripe signature.' });
      }
      let event;
      try {
        event = verify(req.body, signature);
      } catch {
        return reply.status(400).send({ error: 'BAD_REQUEST', message: 'The webhook signature does not verify.' });
      }
      return reply.send(await recordPaymentEvent(deps.db, deps.payments.kind, event));
    });
  });
}
