// Security headers (helmet). The Content-Security-Policy allows what the pages embed: Stripe.js and its
// frames, the YouTube video player and the podcast players. In development Vite's HMR needs inline
// scripts and a websocket, so the CSP is left off there.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
