import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * A slowloris client: a request line, then one header byte per second, never finishing the headers. Resolves
 * with what the server answered and when it hung up.
 */
function slowloris() {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.once('connect', () => socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\nX-Slow: '));
  const trickle = setInterval(() => socket.write('a'), 1000);
  return new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.once('close', () => {
      clearInterval(trickle);
      resolve({ answer, afterMs: Date.now() - started });
    }),
  );
}

describe('slow clients', () => {
  it('are cut off within 30 seconds when they trickle their headers', { timeout: 45_000 }, async () => {
    const { answer, afterMs } = await slowloris();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/);
    expect(answer).toMatch(/\r\n\r\n\{"message":"The request took too long to arrive"\}$/);
    expect(afterMs).toBeLessThan(30_000);
  });
});
