import fc from 'fast-check';
import type { TestApp } from '../test-app';
import { databaseSnapshot, type Snapshot, unchangedSince } from './database-snapshot';
import type { FuzzWorld, Transport } from './fuzz-world';
import type { FuzzRequest } from './request-encoding';
import { type ErrorShape, responseProblem } from './response-problem';

/** Fixed, so a run is repeatable; `FUZZ_SEED=<n>` replays another (a failure prints the one it used). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** The issue asks for at least this many inputs per entry point and run. */
export const RUNS_PER_ENTRY_POINT = 500;

export interface FuzzEntryPointOptions {
  t: TestApp;
  world: FuzzWorld;
  requests: fc.Arbitrary<FuzzRequest>;
  transport: Transport;
  shape: ErrorShape | ((request: FuzzRequest) => ErrorShape);
  /** Whether a request may write: a refusal is then checked to have left the database as it was. */
  writes: (request: FuzzRequest) => boolean;
  numRuns?: number;
}

/**
 * Sends `numRuns` generated requests and holds each answer to the rules: never a 5xx, a human message on every
 * 4xx, and a refused write changes nothing in the database. Returns how many requests it sent.
 */
export async function fuzzEntryPoint(name: string, options: FuzzEntryPointOptions): Promise<number> {
  const { t, world, requests, transport, writes, numRuns = RUNS_PER_ENTRY_POINT } = options;
  let sent = 0;
  // The database as the last refused write (or the start) left it. Reads and refusals change nothing, so it
  // stays valid until a write goes through; a read that did write would show up as a difference: a failure.
  // After a refusal, the tables are only counted again when a transaction has started writing since.
  let known: Snapshot | null = null;
  const property = fc.asyncProperty(requests, async (request) => {
    const write = writes(request);
    if (write && known === null) known = await databaseSnapshot(t.database.db);
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...world.headers(request.caller, transport), ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    sent += 1;
    const shape = typeof options.shape === 'function' ? options.shape(request) : options.shape;
    const answer = {
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
    const problem = responseProblem(answer, shape, request.method);
    if (write && response.statusCode < 400) {
      known = null;
      await world.restoreCallers();
    }
    if (problem) {
      // A 5xx may have written anything: the next write measures afresh (shrinking runs more requests).
      if (write) known = null;
      throw new Error(`${name} ${problem}`);
    }
    if (!write || response.statusCode < 400 || known === null) return;
    const before = known;
    if (await unchangedSince(t.database.db, before)) return;
    known = await databaseSnapshot(t.database.db);
    if (known.content !== before.content)
      throw new Error(
        `${name} refused a write (${response.statusCode}) but changed the database:\nbefore ${before.content}\nafter  ${known.content}`,
      );
  });
  try {
    await fc.assert(property, { numRuns, seed: FUZZ_SEED });
  } catch (error) {
    const { message, cause } = error as Error;
    const reason = cause instanceof Error ? `\n${cause.message}` : '';
    throw new Error(`Fuzzing ${name} failed; replay with FUZZ_SEED=${FUZZ_SEED}.\n${message}${reason}`);
  }
  return sent;
}
