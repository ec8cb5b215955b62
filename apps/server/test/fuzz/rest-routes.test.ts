import sharp from 'sharp';
import { afterAll, expect, it, vi } from 'vitest';
import { createTestApp } from '../test-app';
import { type OpenApiDocument, type RouteEntryPoint, routeEntryPoints } from './entry-points';
import { fuzzEntryPoint, RUNS_PER_ENTRY_POINT } from './fuzz-entry-point';
import { createFuzzWorld } from './fuzz-world';
import { multipartRequests } from './multipart-requests';
import { registeredRoutes } from './route-recorder';
import { routeRequests } from './route-requests';

// Issue 10, K: every route Fastify registered, called as an API client calls it (bearer token) by anonymous,
// customer, admin and forged callers: the documented ones from their OpenAPI schemas, the multipart upload with
// files, the rest with generic requests. A route added to the app is fuzzed here without anyone listing it.

vi.mock('fastify', async (importOriginal) => {
  const { withRouteRecorder } = await import('./route-recorder');
  return withRouteRecorder(await importOriginal());
});

/** The brief allows fewer for the upload: each real image goes through sharp. */
const UPLOAD_RUNS = 300;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The spec's image host answers refusals as `{ success, error: { message } }`; every other upload `{ message }`. */
const IMAGE_HOST = '/api/images';

const t = await createTestApp();
afterAll(() => t.close());
const document: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const entryPoints = routeEntryPoints(registeredRoutes(t.app), document);
const realImage = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#7a7d80' } })
  .png()
  .toBuffer();

it.each(entryPoints.map((route) => [route.name, route] as const))(
  '%s: never a 5xx, a human message on every 4xx, a refused write changes nothing',
  async (_name, route: RouteEntryPoint) => {
    const world = await createFuzzWorld(t);
    const upload = route.kind === 'upload';
    const numRuns = upload ? UPLOAD_RUNS : RUNS_PER_ENTRY_POINT;
    const sent = await fuzzEntryPoint(route.name, {
      t,
      world,
      requests: upload ? multipartRequests(route, realImage, world.real) : routeRequests(route, world.real),
      transport: 'bearer',
      shape:
        upload && route.urls[0] === IMAGE_HOST
          ? 'upload'
          : (request) => (request.url.startsWith('/trpc/') ? 'trpc' : 'message'),
      writes: (request) => WRITE_METHODS.has(request.method),
      numRuns,
    });
    expect(sent).toBeGreaterThanOrEqual(numRuns);
  },
  120_000,
);
