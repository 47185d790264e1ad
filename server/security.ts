// Security headers (helmet). The Content-Security-Policy allows what the pages embed: Stripe.js and its
// frames, the YouTube video player and the podcast players. In development Vite's HMR needs inline
// scripts and a websocket, so the CSP is left off there.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustProxy } from './config';
import { JSON_ONLY_MESSAGE, sendError } from './errors';

export const embedOrigins = {
  stripeScripts: ['https://js.stripe.com'],
  stripeFrames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  stripeApi: ['https://api.stripe.com'],
  video: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  podcast: ['https://open.spotify.com', 'https://embed.podcasts.apple.com', 'https://www.podbean.com', 'https://player.captivate.fm'],
};

export function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...embedOrigins.stripeScripts],
      // Mantine sets component styles through style attributes and <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...embedOrigins.stripeApi],
      frameSrc: [...embedOrigins.stripeFrames, ...embedOrigins.video, ...embedOrigins.podcast],
      mediaSrc: ["'self'", 'https:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; dev: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: options.dev ? false : contentSecurityPolicy(options.https),
    // Embedded players (YouTube, podcasts, Stripe) are cross-origin frames without CORP headers.
    crossOriginEmbedderPolicy: false,
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * TRUST_PROXY as Fastify's trustProxy, so that `req.ip` (the key of every per-address rate limit) is the
 * address the last trusted proxy saw: the socket's peer when false; walking X-Forwarded-For from the
 * right past that many hops, or past the listed proxies' addresses. Fastify 5.12 no longer takes a bare
 * number (it fails closed), so a hop count becomes the equivalent trust function.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard, on top of the SameSite=Lax cookie: a request that changes state
 * must carry a JSON body type (which an HTML form on another site cannot send without a CORS
 * preflight) or no body at all (POST /api/logout as the spec sends it), and an Origin header, when
 * present, must be this site's.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin && origin !== (publicOrigin ?? requestOrigin(req))) {
      return sendError(reply, 'FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    const contentType = req.headers['content-type'];
    if (contentType === undefined && hasNoBody(req)) return;
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')) {
      return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE);
    }
  });
}

/** No body follows the headers: no Content-Length (or 0) and no chunked transfer. */
function hasNoBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
