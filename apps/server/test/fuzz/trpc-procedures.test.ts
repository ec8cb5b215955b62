import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { procedureEntryPoints } from './entry-points';
import { fuzzEntryPoint, RUNS_PER_ENTRY_POINT } from './fuzz-entry-point';
import { createFuzzWorld } from './fuzz-world';
import { procedureRequests } from './procedure-requests';

// Issue 10, K: every tRPC procedure of the router, called over HTTP as the web app calls it, by anonymous,
// customer, admin and forged callers. A procedure added to the router is fuzzed here without anyone listing it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each(procedureEntryPoints().map((procedure) => [procedure.path, procedure] as const))(
  'tRPC %s: never a 5xx, a human message on every 4xx, a refused write changes nothing',
  async (_path, procedure) => {
    const world = await createFuzzWorld(t);
    const sent = await fuzzEntryPoint(procedure.name, {
      t,
      world,
      requests: procedureRequests(procedure, world.real),
      transport: 'cookie',
      shape: 'trpc',
      writes: () => procedure.type === 'mutation',
    });
    expect(sent).toBeGreaterThanOrEqual(RUNS_PER_ENTRY_POINT);
  },
  120_000,
);
