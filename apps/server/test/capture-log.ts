import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../src/logging';

/** A pino logger as main builds it, at info level, whose JSON lines land in `lines`, for tests that read the log. */
export function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  return { logger: pino({ level: 'info', ...loggerOptions }, sink), lines };
}
