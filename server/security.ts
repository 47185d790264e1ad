// Security headers, computed once at start and set on every reply by one hook (@fastify/helmet rebuilt them
// on every request). A page (any text/html answer) gets the set helmet (v8's defaults) would send with the
// options below (security.test.ts checks that it is still exactly that); its Content-Security-Policy allows
// what the pages embed: Stripe.js and its frames, the YouTube video player and the podcast players. In
// development Vite's HMR needs inline scripts and a websocket, so the CSP is left off there. Everything
// else (JSON, scripts, stylesheets, fonts, images, downloads) gets the short set OWASP's REST Security
// Cheat Sheet gives for API answers: the page-only headers cost each answer about 900 bytes that a
// browser reads only on a document, a third of the unknown /api path's throughput (decision 018).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustProxy } from './config';
import { JSON_ONLY_MESSAGE, sendError } from './errors';

export const embedOrigins = {
  stripeScripts: ['https://js.stripe.com'],
  stripeFrames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  stripeApi: ['https://api.stripe.com'],
  stripeImages: ['https://*.stripe.com'],
  video: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  podcast: ['https://open.spotify.com', 'https://embed.podcasts.apple.com', 'https://www.podbean.com', 'https://player.captivate.fm'],
};

/** The CSP's directives, as helmet's options name them. */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...embedOrigins.stripeScripts],
    // Mantine sets component styles through style attributes and <style> tags.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Not any https: origin: a picture's address can carry what a page holds (an AI answer tricked into
    // writing an image of the conversation) to whoever serves it. Stripe's own pictures only.
    imgSrc: ["'self'", 'data:', 'blob:', ...embedOrigins.stripeImages],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...embedOrigins.stripeApi],
    frameSrc: [...embedOrigins.stripeFrames, ...embedOrigins.video, ...embedOrigins.podcast],
    mediaSrc: ["'self'", 'https:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** `defaultSrc: ["'self'"]` as `default-src 'self'`, directives joined by `;` (helmet's form). */
function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

export interface SecurityHeaderOptions {
  /** The site is on https whatever a request says (PUBLIC_URL is https). */
  https: boolean;
  dev: boolean;
}

/**
 * Whether a request reached the site over https: the site's PUBLIC_URL is https, or the connection is, or
 * a proxy the server trusts (TRUST_PROXY) says so in X-Forwarded-Proto (Fastify's `req.protocol`).
 */
export function servedOverHttps(req: FastifyRequest, siteIsHttps: boolean): boolean {
  return siteIsHttps || req.protocol === 'https';
}

/** On https, every answer tells the browser to come back only over https for 180 days. */
const HSTS = { 'strict-transport-security': 'max-age=15552000; includeSubDomains' };

/** Every security header a page carries, by lower-case name. */
export function securityHeaders({ https, dev }: SecurityHeaderOptions): Record<string, string> {
  return {
    ...(dev ? {} : { 'content-security-policy': cspHeader(contentSecurityPolicy(https)) }),
    // No cross-origin-embedder-policy: embedded players (YouTube, podcasts, Stripe) are cross-origin frames without CORP headers.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? HSTS : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * The headers of an answer that is not a page: nothing in it may load or run anything, or be framed, or be
 * read as another type, or be read by another site's pages.
 */
export function resourceSecurityHeaders({ https }: Pick<SecurityHeaderOptions, 'https'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? HSTS : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * The page set on text/html answers and on answers without a body type (a 304 revalidating a page updates
 * the headers the browser stored with it, so it must not carry the short set); the short set on the rest.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const plain = { page: securityHeaders({ ...options, https: false }), resource: resourceSecurityHeaders({ https: false }) };
  const secure = { page: securityHeaders({ ...options, https: true }), resource: resourceSecurityHeaders({ https: true }) };
  app.addHook('onSend', (req, reply, payload, done) => {
    const { page, resource } = servedOverHttps(req, options.https) ? secure : plain;
    // tRPC's adapter sends a fetch Response, whose headers Fastify copies after these hooks.
    const type = payload instanceof Response ? payload.headers.get('content-type') : reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && !type.startsWith('text/html') ? resource : page);
    done(null, payload);
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
 * present, must be this site's. Routes in `openPaths` are let through: writes that are safe from anywhere by
 * design, such as the one-click unsubscribe mail providers POST as a form (rest/newsletter-unsubscribe.ts).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined, openPaths: readonly string[] = []) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', (req, reply, done) => {
    if (!STATE_CHANGING.has(req.method) || openPaths.includes(req.routeOptions.url ?? '')) return done();
    const refusal = crossSiteRefusal(req, publicOrigin);
    if (!refusal) return done();
    void sendError(reply, refusal.code, refusal.message);
  });
}

/** Why a state-changing request is refused (see refuseCrossSiteWrites), or undefined. */
function crossSiteRefusal(req: FastifyRequest, publicOrigin: string | undefined) {
  const origin = req.headers.origin;
  if (origin && origin !== (publicOrigin ?? requestOrigin(req))) {
    return { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' } as const;
  }
  const contentType = req.headers['content-type'];
  if (contentType === undefined && hasNoBody(req)) return undefined;
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: JSON_ONLY_MESSAGE } as const;
  }
  return undefined;
}

/** No body follows the headers: no Content-Length (or 0) and no chunked transfer. */
function hasNoBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
