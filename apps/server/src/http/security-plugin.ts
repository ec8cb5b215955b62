import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * What Stripe Elements needs on the payment page (its script, its card iframes, its API), per Stripe's CSP guide.
 * Only when Stripe is configured: in test mode the shop talks to no other host, and the policy says so.
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** Headers every answer carries: a same-origin CSP, no sniffing, no framing; CORS closed unless allow-listed. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const stripe = config.stripe ? STRIPE_SOURCES : { scriptSrc: [], frameSrc: [], connectSrc: [] };
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.scriptSrc],
          // sonner injects its stylesheet at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...stripe.connectSrc],
          frameSrc: ["'self'", ...stripe.frameSrc],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      // Google sign-in opens a popup that must be able to report back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: config.production,
    });
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: true,
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security' },
);
