// POST /newsletter/unsubscribe?token=...: RFC 8058's one-click unsubscribe, which mail providers send from their
// own servers when a reader presses Unsubscribe beside a newsletter message (List-Unsubscribe-Post). The body is
// the form field List-Unsubscribe=One-Click, urlencoded or multipart; no cookie, no sign-in. It sits beside the
// REST table (the spec's documented API), and is the one write exempt from the JSON-only cross-site guard: it
// can only take the signed token's own subscriber off the list (decision 027). A GET of the same address is the
// unsubscribe page, whose button does the same through newsletter.unsubscribe.
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterLinkMessages } from '../contracts/newsletter';
import type { AppDeps } from '../deps';
import { restError, sendError } from '../errors';
import { unsubscribe } from '../services/newsletter/newsletter';

/** A form body is a few dozen bytes; anything larger is not a one-click unsubscribe. */
const BODY_LIMIT_BYTES = 4096;

/** The body says List-Unsubscribe=One-Click, as a urlencoded form or a multipart one. */
export function asksOneClick(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (/^application\/x-www-form-urlencoded/i.test(contentType ?? '')) return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
  return /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
}

export async function registerOneClickUnsubscribe(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(NEWSLETTER_UNSUBSCRIBE_PATH, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!asksOneClick(req.headers['content-type'], req.body)) return sendError(reply, 'BAD_REQUEST', newsletterLinkMessages.oneClickOnly);
      const { token } = req.query as { token?: unknown };
      if (typeof token !== 'string' || token === '') return sendError(reply, 'BAD_REQUEST', newsletterLinkMessages.unsubscribeLinkMissing);
      try {
        const { message } = await unsubscribe(deps, token);
        return await reply.send({ success: true, message });
      } catch (error) {
        const { status, body, headers } = restError(error);
        if (status >= 500) req.log.error({ err: error }, 'one-click unsubscribe failed');
        return reply.status(status).headers(headers).send(body);
      }
    });
  });
}

/** Writes that anyone may send, from any site: they are safe by design (see refuseCrossSiteWrites). */
export const OPEN_WRITE_PATHS: readonly string[] = [NEWSLETTER_UNSUBSCRIBE_PATH];
