// Security headers (helmet). The Content-Security-Policy allows what the pages embed: Stripe.js and its
// frames, the YouTube video player and the podcast players. In development Vite's HMR needs inline
// scripts and a websocket, so the CSP is left off there.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard, on top of the SameSite=Lax cookie: a request that changes state
 * must carry a JSON body type (which an HTML form on another site cannot send without a CORS
 * preflight), and an Origin header, when present, must be this site's.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin && origin !== (publicOrigin ?? requestOrigin(req))) {
      return reply.status(403).send({ error: 'FORBIDDEN', message: 'Cross-site requests are not allowed.' });
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      return reply
        .status(415)
        .send({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Requests must be sent as JSON (Content-Type: application/json).' });
    }
  });
}

function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
