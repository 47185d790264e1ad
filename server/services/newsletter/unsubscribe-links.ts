// The unsubscribe link of a subscriber (decision 027): its token is the subscriber's id and an HMAC-SHA256 of
// it keyed by the session secret, so nothing is stored, nobody can make one for another subscriber, and a token
// of a subscriber who has gone is still known to be ours. Every newsletter message carries it in List-Unsubscribe
// with the one-click POST of RFC 8058, and in its footer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../../contracts/newsletter';
import { listUnsubscribeHeaders } from '../../emails/list-unsubscribe';

export interface UnsubscribeLinkDeps {
  sessionSecret: string;
  config: { siteUrl: string };
}

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(sessionSecret: string, subscriberId: number): string {
  return createHmac('sha256', sessionSecret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');
}

export function unsubscribeToken(sessionSecret: string, subscriberId: number): string {
  return `${subscriberId}.${signatureOf(sessionSecret, subscriberId)}`;
}

/** The subscriber a token was made for, or null when it is not one of ours. */
export function subscriberOfToken(sessionSecret: string, token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(sessionSecret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The unsubscribe page of a subscriber, where a GET shows the button and a one-click POST unsubscribes. */
export function unsubscribeLink(deps: UnsubscribeLinkDeps, subscriberId: number): string {
  return `${deps.config.siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(deps.sessionSecret, subscriberId)}`;
}

/** The List-Unsubscribe headers of a message to a subscriber. */
export function unsubscribeHeaders(deps: UnsubscribeLinkDeps, subscriberId: number): Record<string, string> {
  return listUnsubscribeHeaders(unsubscribeLink(deps, subscriberId));
}
