// The spec's documented /api paths, as data. Each entry names its method and path, documents its input
// and output with the same zod contracts the procedures use, and runs the procedure through an
// in-process caller, shaping the answer as the spec gives it. registerRestRoutes serves the table;
// openapi.ts documents it. A new path is one entry here and appears in /api/openapi.json on its own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Caller } from './caller';
import { createCaller } from './caller';
import { contextFromRequest } from './context';
import { loginInput, logoutOutput, registerInput, sessionUser } from './contracts/accounts';
import { contactSubmitInput, contactSubmitOutput } from './contracts/contact';
import { membershipCheckoutInput } from './contracts/membership';
import { newsletterSubscribeInput, subscribeToUpdatesInput, subscriptionOutput } from './contracts/newsletter';
import { createPaymentIntentInput, paymentIntentOutput } from './contracts/payments';
import { prayerListOutput, prayerSubmitInput, prayerSubmitOutput } from './contracts/prayer';
import { restError } from './errors';
import type { AppDeps } from './trpc';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute<Input extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** OpenAPI style, with `{name}` for path parameters. */
  path: string;
  summary: string;
  tag: string;
  /** The request: JSON body merged with path parameters (query parameters for GET). */
  input?: Input;
  /** The success answer's shape. */
  output: z.ZodType;
  /** The success status, 200 unless given. */
  status?: number;
  /** Statuses this path may answer besides success, for the documentation. */
  errors?: number[];
  run(api: Caller, input: z.input<Input>): Promise<unknown>;
}

/** Declares one path; the generic ties `run`'s input to the documented schema. */
function route<Input extends z.ZodType = z.ZodUndefined>(definition: RestRoute<Input>): RestRoute {
  return definition as unknown as RestRoute;
}

export const restRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'Accounts',
    output: sessionUser,
    errors: [401],
    run: (api) => api.accounts.me(),
  }),
  route({
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign in (the password confirmation stays in the browser)',
    tag: 'Accounts',
    input: registerInput,
    output: sessionUser,
    status: 201,
    errors: [409, 429],
    run: (api, input) => api.accounts.register(input),
  }),
  route({
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in; failed attempts are limited per username and per client address',
    tag: 'Accounts',
    input: loginInput,
    output: sessionUser,
    errors: [401, 429],
    run: (api, input) => api.accounts.login(input),
  }),
  route({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out (ends the session cookie)',
    tag: 'Accounts',
    output: logoutOutput,
    run: (api) => api.accounts.logout(),
  }),

  // Forms that reach the ministry (public-site.md section 7).
  route({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    summary: 'Subscribe to the newsletter (a known address is refreshed, not refused)',
    tag: 'Newsletter',
    input: newsletterSubscribeInput,
    output: subscriptionOutput,
    errors: [413, 429],
    run: (api, input) => api.newsletter.subscribe(input),
  }),
  route({
    method: 'POST',
    path: '/api/subscribers',
    summary: 'Subscribe to updates (409 when the address already exists)',
    tag: 'Newsletter',
    input: subscribeToUpdatesInput,
    output: subscriptionOutput,
    status: 201,
    errors: [409, 413, 429],
    run: (api, input) => api.newsletter.subscribeToUpdates(input),
  }),
  route({
    method: 'GET',
    path: '/api/prayer/requests',
    summary: 'The prayer wall: public requests, newest first (never private ones, never emails)',
    tag: 'Prayer',
    output: prayerListOutput,
    run: (api) => api.prayer.list(),
  }),
  route({
    method: 'POST',
    path: '/api/prayer/submit',
    summary: 'Submit a prayer request',
    tag: 'Prayer',
    input: prayerSubmitInput,
    output: prayerSubmitOutput,
    status: 201,
    errors: [413, 429],
    run: (api, input) => api.prayer.submit(input),
  }),
  route({
    method: 'POST',
    path: '/api/contact/submit',
    summary: 'Send a message to the ministry',
    tag: 'Contact',
    input: contactSubmitInput,
    output: contactSubmitOutput,
    status: 201,
    errors: [413, 429],
    run: (api, input) => api.contact.submit(input),
  }),

  // Payments (members.md section 7).
  route({
    method: 'POST',
    path: '/api/create-payment-intent',
    summary:
      'Start a payment. A donation sends amount in dollars (more than 0, at most 2 decimals, at most $100,000); ' +
      'a Breakthrough Circle membership sends plan (monthly or annual) with name and email when signed out, ' +
      'and is priced from its plan on the server.',
    tag: 'Payments',
    input: z.union([createPaymentIntentInput, membershipCheckoutInput]),
    output: paymentIntentOutput,
    errors: [429],
    run: (api, input) => ('plan' in input ? api.membership.createIntent(input) : api.payments.createDonationIntent(input)),
  }),
];

export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: RestRoute[] = restRoutes) {
  for (const entry of routes) {
    app.route({
      method: entry.method,
      url: entry.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (req, reply) => {
        const params = (req.params ?? {}) as Record<string, string>;
        const source = entry.method === 'GET' || entry.method === 'DELETE' ? req.query : req.body;
        const input =
          entry.input === undefined
            ? undefined
            : { ...(isPlainObject(source) ? source : {}), ...params };
        try {
          const api = createCaller(await contextFromRequest(deps, req, reply));
          const result = await entry.run(api, input as never);
          return reply.status(entry.status ?? 200).send(result ?? {});
        } catch (error) {
          const { status, body } = restError(error);
          if (status >= 500) req.log.error({ err: error }, `${entry.method} ${entry.path} failed`);
          return reply.status(status).send(body);
        }
      },
    });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
