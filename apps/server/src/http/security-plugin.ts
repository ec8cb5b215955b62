import { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
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

/** A same-origin CSP, no sniffing, no framing. */
function helmetOptions(config: Config): FastifyHelmetOptions {
  const stripe = config.stripe ? STRIPE_SOURCES : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
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
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
/** helmet itself, reached through @fastify/helmet (its one user here), run once by securityHeaders. */
const helmetMiddleware = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))(
  'helmet',
) as (options: FastifyHelmetOptions) => Middleware;

/**
 * The headers helmet sets on every answer, worked out once: the security plugin sets them on every reply, and the
 * few answers that bypass Fastify's hooks (a path the router refuses, a request Node's parser refuses) carry them too.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmetMiddleware(helmetOptions(config))(request, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Headers every answer carries (see helmetOptions); CORS closed unless allow-listed. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Worked out once: @fastify/helmet builds helmet anew (the CSP parsed included) on every request.
    const headers = securityHeaders(config);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // No allow-list, no plugin: closed CORS is no headers at all (a preflight is a 404 either way), and the plugin's
    // hook would otherwise run on every request to decide so.
    if (config.corsOrigins.length > 0)
      await app.register(cors, { origin: config.corsOrigins, credentials: true });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security' },
);
