import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

/**
 * A local stand-in for Stripe's PaymentIntents API (create, retrieve, cancel), answering in Stripe's JSON shapes so
 * the real SDK can talk to it. Tests decide each intent's fate with `update`, as a customer's card would at Stripe.
 */
export async function startStripeDouble() {
  const intents = new Map<string, DoubleIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string }> =
    [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    response.end(JSON.stringify(body));
  };
  const missing = (response: ServerResponse, id: string) =>
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
      },
    });

  function create(form: URLSearchParams, idempotencyKey: string | undefined): DoubleIntent {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known && intents.has(known)) return intents.get(known) as DoubleIntent;
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const intent: DoubleIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return intent;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method: request.method ?? '', path, form, idempotencyKey });
    if (request.method === 'POST' && path === '/v1/payment_intents')
      return send(response, 200, create(form, idempotencyKey));
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match?.[1])
      return send(response, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    if (!intent) return missing(response, match[1]);
    if (request.method === 'POST' && match[2]) intent.status = 'canceled';
    return send(response, 200, intent);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** Sets what Stripe would now report for an intent, e.g. `{ status: 'succeeded' }` once a card paid it. */
    update(id: string, changes: Partial<DoubleIntent>) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, changes);
      return intent;
    },
    /** An intent created behind our server's back, as another shop or a forged client could have. */
    insert(changes: Partial<DoubleIntent> & Pick<DoubleIntent, 'amount' | 'metadata'>) {
      const intent = create(
        new URLSearchParams({ amount: String(changes.amount), currency: 'usd' }),
        undefined,
      );
      return Object.assign(intent, changes);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
