import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature: each request goes to the next of `targets` in turn, method, path, headers and body
 * as sent, and the answer comes back as the target gave it (Set-Cookie included). `served` counts requests per
 * target, so a test can tell that both instances answered. The Host header is passed on, as a balancer does.
 */
export async function startRoundRobinProxy(targets: readonly string[]) {
  const served = targets.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', targets[index]);
    // A fresh connection per request: no idle keep-alive socket the instance may close under the proxy's feet.
    const upstream = forward(
      target,
      { method: incoming.method, headers: endToEnd(incoming.headers), agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** The headers meant for the far end: each hop negotiates its own connection. */
function endToEnd({
  connection,
  'keep-alive': keepAlive,
  ...headers
}: IncomingHttpHeaders): IncomingHttpHeaders {
  return headers;
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
