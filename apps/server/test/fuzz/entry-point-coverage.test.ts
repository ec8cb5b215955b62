import { appRouter } from '@partsmith/contracts/router';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test-app';
import {
  allProcedureEntryPoints,
  allRouteEntryPoints,
  documentedButNotRegistered,
  NOT_FUZZED,
  type OpenApiDocument,
  procedureEntryPoints,
  routeEntryPoints,
} from './entry-points';
import { procedureRequests } from './procedure-requests';
import { realValues } from './real-values';
import { registeredRoutes } from './route-recorder';
import { routeRequests } from './route-requests';

// Issue 10, K: the fuzz suites take their entry points from the router and from the routes Fastify registered, so
// a new procedure or route is fuzzed without anyone listing it. These tests make sure that stays true: nothing
// the app serves escapes the lists, and nothing is left out except `NOT_FUZZED`, each with its reason.

vi.mock('fastify', async (importOriginal) => {
  const { withRouteRecorder } = await import('./route-recorder');
  return withRouteRecorder(await importOriginal());
});

const t = await createTestApp();
afterAll(() => t.close());
const document: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const routes = registeredRoutes(t.app);
const noRealValues = realValues({
  ids: [],
  emails: [],
  passwords: [],
  paymentIntentIds: [],
  imageIds: [],
  imageUrls: [],
  partNumbers: [],
  procedurePaths: [],
});

describe('the fuzz suites cover every entry point', () => {
  it('every tRPC procedure of the router is fuzzed, with requests to its own path', () => {
    const fuzzed = procedureEntryPoints();
    console.log(
      `tRPC procedures fuzzed (${fuzzed.length}):\n  ${fuzzed.map((one) => one.path).join('\n  ')}`,
    );
    const paths = Object.keys(appRouter._def.procedures);
    const allowed = paths.filter((path) => `trpc ${path}` in NOT_FUZZED);
    expect(fuzzed.map((one) => one.path).sort()).toEqual(
      paths.filter((path) => !allowed.includes(path)).sort(),
    );
    for (const procedure of fuzzed) {
      const [sample] = fc.sample(procedureRequests(procedure, noRealValues), { numRuns: 1, seed: 1 });
      expect(sample?.url).toMatch(new RegExp(`^/trpc/${procedure.path.replaceAll('.', '\\.')}(\\?|$)`));
    }
  });

  it('every route Fastify registered is fuzzed, each method of it', () => {
    const fuzzed = routeEntryPoints(routes, document);
    console.log(
      `Routes fuzzed (${fuzzed.length}):\n  ${fuzzed.map((one) => `${one.kind}: ${one.name}`).join('\n  ')}`,
    );
    // Fuzzed or left out with a reason (checked below): a route in neither fell through the entry point lists.
    const covered = new Set(
      allRouteEntryPoints(routes, document).flatMap((entry) =>
        entry.urls.flatMap((url) => entry.methods.map((method) => `${method} ${url}`)),
      ),
    );
    const served = routes.flatMap((route) => route.methods.map((method) => `${method} ${route.url}`));
    expect(served.filter((one) => !covered.has(one))).toEqual([]);
    for (const route of fuzzed) expect(fc.sample(routeRequests(route, noRealValues), 5)).toHaveLength(5);
  });

  it('every route that takes a body takes JSON or is the multipart upload: no body the fuzzers cannot write', () => {
    const unknown = routes.flatMap((route) =>
      route.consumes
        .filter((type) => type !== 'application/json' && type !== 'multipart/form-data')
        .map((type) => `${route.url} takes ${type}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every operation of the OpenAPI document is a registered route, fuzzed from its schemas', () => {
    expect(documentedButNotRegistered(routes, document)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    const fromSchemas = routeEntryPoints(routes, document).filter(
      (entry) => entry.kind === 'documented' || entry.kind === 'upload',
    );
    expect(fromSchemas).toHaveLength(operations.length);
  });

  it('leaves out nothing but what NOT_FUZZED names, each with a reason, and names only real entry points', () => {
    const names = [...allProcedureEntryPoints(), ...allRouteEntryPoints(routes, document)].map(
      (one) => one.name,
    );
    for (const [name, reason] of Object.entries(NOT_FUZZED)) {
      expect(names).toContain(name);
      expect(reason.trim()).not.toBe('');
    }
  });
});
