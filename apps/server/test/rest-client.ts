import { type CheckedAnswer, createOpenApiValidator } from './openapi-validator';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestAnswer<Body = unknown> {
  status: number;
  /** The JSON body (undefined when the answer had none or was not JSON). */
  body: Body;
  headers: Headers;
}

/**
 * An API client over real HTTP at `baseUrl` (a server, or a proxy in front of several): JSON in and out, the
 * bearer token of the spec's client when given. Every /api answer is checked against the OpenAPI document served
 * there, as `app.inject` is in the other tests, and `reached` lists the documented operations it called.
 */
export async function restClientAt(baseUrl: string) {
  const served = await fetch(new URL('/api/openapi.json', baseUrl));
  const validator = createOpenApiValidator((await served.json()) as Record<string, unknown>);
  const reached = new Set<string>();

  async function call<Body = unknown>(
    method: Method,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<RestAnswer<Body>> {
    const sent = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await sent.text();
    const answer: CheckedAnswer = {
      statusCode: sent.status,
      headers: Object.fromEntries(sent.headers),
      body: text,
      json: () => JSON.parse(text),
    };
    validator.check(method, path, answer);
    const operation = validator.operationOf(method, path);
    if (operation) reached.add(operation);
    const json = sent.headers.get('content-type')?.startsWith('application/json');
    return { status: sent.status, body: json ? JSON.parse(text) : undefined, headers: sent.headers };
  }

  return { call, reached };
}

export type RestClient = Awaited<ReturnType<typeof restClientAt>>;
