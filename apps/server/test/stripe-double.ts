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

export interface DoubleRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

/**
 * A local stand-in for Stripe's PaymentIntents API (create, retrieve, cancel) and refunds, answering in Stripe's
 * JSON shapes so the real SDK can talk to it. Tests decide each intent's fate with `update`, as a customer's card
 * would at Stripe, and can make refunds fail as an outage would.
 */
export async function startStripeDouble() {
  const intents = new Map<string, DoubleIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, DoubleRefund>();
  const refundsByIdempotencyKey = new Map<string, string>();
  let refundsFail = false;
  let cancelsToFail = 0;
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

  /** Stripe's rules: only a succeeded payment, never more than it was; the same key answers the same refund. */
  function refund(response: ServerResponse, form: URLSearchParams, idempotencyKey: string | undefined) {
    if (refundsFail)
      return send(response, 500, {
        error: { type: 'api_error', message: 'Something went wrong on our end.' },
      });
    const known = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return send(response, 200, refunds.get(known));
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return missing(response, intentId);
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(form.get('amount') ?? intent.amount - refunded);
    if (intent.status !== 'succeeded' || refunded + amount > intent.amount)
      return send(response, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `This payment cannot be refunded ${amount} more.`,
        },
      });
    const created: DoubleRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(created.id, created);
    if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, created.id);
    return send(response, 200, created);
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
    if (request.method === 'POST' && path === '/v1/refunds') return refund(response, form, idempotencyKey);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match?.[1])
      return send(response, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    if (!intent) return missing(response, match[1]);
    if (request.method === 'POST' && match[2]) {
      if (cancelsToFail > 0) {
        cancelsToFail -= 1;
        return send(response, 500, {
          error: { type: 'api_error', message: 'Something went wrong on our end.' },
        });
      }
      if (intent.status === 'succeeded')
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          },
        });
      intent.status = 'canceled';
    }
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
    refunds,
    /** The refunds of one intent, oldest first. */
    refundsOf: (intentId: string) => [...refunds.values()].filter((r) => r.payment_intent === intentId),
    /** While on, every refund answers Stripe's 500, as during an outage. */
    failRefunds(on: boolean) {
      refundsFail = on;
    },
    /** The next `times` cancel requests answer Stripe's 500, as during an outage. */
    failCancels(times: number) {
      cancelsToFail = times;
    },
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
