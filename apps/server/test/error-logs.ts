import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../src/logging';

/** Error lines (level ≥ 50) any test app wrote since the last check, as `message: error message`. */
const recorded: string[] = [];
let expected = false;

/**
 * The logger `createTestApp` gives an app when the test passes none: it keeps only error lines, and the setup file
 * (test/setup.ts) fails the test during which one was written, unless that test called `expectErrorLogs()`.
 */
export function errorRecordingLogger() {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) {
        if (!text) continue;
        const line = JSON.parse(text) as { msg?: string; err?: { message?: string } };
        recorded.push(line.err?.message ? `${line.msg}: ${line.err.message}` : String(line.msg));
      }
      done();
    },
  });
  return pino({ ...loggerOptions, level: 'error' }, sink);
}

/** Declares that the running test makes its app log errors on purpose (an outage, a failing job). */
export function expectErrorLogs() {
  expected = true;
}

/** The error lines written since the last call that the test did not expect; resets for the next test. */
export function takeUnexpectedErrorLogs(): string[] {
  const lines = recorded.splice(0);
  const unexpected = expected ? [] : lines;
  expected = false;
  return unexpected;
}
