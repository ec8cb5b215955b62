import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZMessage } from './rest/legacy-shapes';
import { securitySchemes } from './rest/openapi-security';

export interface OpenApiOptions {
  publicUrl: string;
  /** The session cookie's name, documented as the second security scheme beside bearer. */
  sessionCookieName: string;
  /** The guest cart cookie's name, the cart operations' third scheme. */
  guestCartCookieName: string;
}

/** What each status means on these routes; a route that means more describes its own response schema. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Done',
  '201': 'Created',
  '400': 'Invalid input: `message` names the first problem, in words for people',
  '401': 'No session: sign in first',
  '402': 'The payment was refused',
  '403':
    "Not allowed: not an admin, someone else's data, an ended session, or a cookie write from another site",
  '404': 'Nothing found for this id or email',
  '409': 'Not in this state: `message` says why (e.g. an order already paid)',
  '413': 'The request body is too large',
  '429': 'Too many attempts: wait the seconds in `Retry-After`',
  '4XX': 'Refused: `message` says why',
};

type Transform = typeof jsonSchemaTransform;

/**
 * Every documented operation also says what any other refusal looks like (`4XX`, `{ message }`: unsupported
 * media type, a body too large…), unless the route has its own failure shape; each status gets a description.
 */
const documentRoute: Transform = (route) => {
  // Routes without a schema (tRPC's, the health checks) stay out of the document as they are.
  const responses = route.schema?.response as Record<string, z.ZodType> | undefined;
  if (!responses || route.schema.hide) return jsonSchemaTransform(route);
  const withRefusals: Record<string, z.ZodType> = Object.keys(responses).some((status) =>
    /^4xx$/i.test(status),
  )
    ? responses
    : { ...responses, '4XX': ZMessage };
  const described = Object.fromEntries(
    Object.entries(withRefusals).map(([status, schema]) => {
      const description = STATUS_DESCRIPTIONS[status.toUpperCase()];
      return [status, schema.description || !description ? schema : schema.describe(description)];
    }),
  );
  return jsonSchemaTransform({ ...route, schema: { ...route.schema, response: described } });
};

/**
 * In OpenAPI 3.0 `nullable` does not extend an `enum`: null must be listed too, and the zod conversion leaves it
 * out, so validators (ajv, validating proxies) refused the null the server sends for an unpaid order's legacy
 * `status`. Null goes into the list wherever the schema is nullable.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  for (const child of Object.values(node)) allowNullInNullableEnums(child);
}

/** Collects the REST routes' zod schemas into an OpenAPI document; must be registered before those routes. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { publicUrl, sessionCookieName, guestCartCookieName }: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Partsmith REST API',
          description:
            'The legacy storefront API under /api. Sign in with POST /api/auth/login and send the `accessToken` it answers as `Authorization: Bearer <token>`. Refusals answer `{ "message": "…" }`.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl.replace(/\/+$/, ''), description: 'This shop' }],
        components: { securitySchemes: securitySchemes(sessionCookieName, guestCartCookieName) },
      },
      transform: documentRoute,
      transformObject: (document) => {
        const generated = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
        allowNullInNullableEnums(generated);
        return generated;
      },
      // Only the REST routes carry tags; tRPC's catch-all and internal routes stay out of the document.
      hideUntagged: true,
    });
  },
  { name: 'openapi' },
);

/** Headers that belong to the side instance's own connection, not to this answer. */
const HOP_BY_HOP = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding', 'date']);

/** Scalar's page settings: nothing loads from another host. */
const SCALAR_OPTIONS = {
  routePrefix: '/api/docs',
  configuration: {
    url: '/api/openapi.json',
    withDefaultFonts: false,
    hideClientButton: true,
    telemetry: false,
    // Scalar's hosted extras (AI agent, MCP, developer toolbar) would call out to Scalar's servers.
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
  },
} as const;

/**
 * Scalar's module is 4 MB and takes ~0.3 s to import, which every start would pay for a page few open. So it is
 * mounted on a small instance of its own on the first visit, and the docs routes hand requests to it.
 */
function lazyScalar() {
  let instance: Promise<FastifyInstance> | undefined;
  const page = () => {
    instance ??= (async () => {
      const [{ default: Fastify }, { default: scalar }] = await Promise.all([
        import('fastify'),
        import('@scalar/fastify-api-reference'),
      ]);
      const docs = Fastify({ logger: false });
      await docs.register(scalar, SCALAR_OPTIONS);
      await docs.ready();
      return docs;
    })();
    instance.catch(() => {
      instance = undefined;
    });
    return instance;
  };
  // Only a page that was mounted has anything to close.
  const close = async () => (instance ? (await instance).close() : undefined);
  return { page, close };
}

/** The JSON document and a reference page that loads nothing from another host. */
export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  const scalar = lazyScalar();
  app.addHook('onClose', () => scalar.close());
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await scalar.page()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    // Scalar's own headers (its content type, the redirect from /api/docs to /api/docs/) go through as they are.
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) reply.header(name, value);
    // Scalar's page boots from an inline script; this relaxed policy applies to the docs page alone.
    reply.header(
      'content-security-policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'",
    );
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };
  app.get('/api/docs', { schema: { hide: true } }, handler);
  app.get('/api/docs/*', { schema: { hide: true } }, handler);
}
