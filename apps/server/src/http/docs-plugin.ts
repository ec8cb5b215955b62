import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects the REST routes' zod schemas into an OpenAPI document; must be registered before those routes. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Partsmith REST API',
          description:
            'The legacy storefront API under /api. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
      // Only the REST routes carry tags; tRPC's catch-all and internal routes stay out of the document.
      hideUntagged: true,
    });
  },
  { name: 'openapi' },
);

/** The JSON document and a reference page that loads nothing from another host. */
export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(async (scope) => {
    // Scalar's page boots from an inline script; this relaxed policy applies to the docs page alone.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'",
      );
    });
    await scope.register(scalar, {
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
    });
  });
}
