import type { TestApp } from './test-app';

type App = TestApp['app'];
type Headers = Record<string, string>;

/** How the web app presents its cookie: the browser adds Sec-Fetch-Site on its own requests. */
export function cookieHeaders(token: string, name = 'partsmith_session'): Headers {
  return { cookie: `${name}=${token}`, 'sec-fetch-site': 'same-origin' };
}

export function bearerHeaders(token: string): Headers {
  return { authorization: `Bearer ${token}` };
}

interface TrpcAnswer {
  status: number;
  data: unknown;
  error: { message: string; code: string } | undefined;
  response: Awaited<ReturnType<App['inject']>>;
}

function answer(response: TrpcAnswer['response']): TrpcAnswer {
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.result?.data,
    error: body.error && { message: body.error.message, code: body.error.data?.code },
    response,
  };
}

/**
 * A mutation by its path, answered as status, data and error. Only the fuzz suite's seed uses it (test/fuzz names
 * procedures by path on purpose); every other test calls procedures through the typed client (trpc-client.ts).
 */
export async function trpcMutation(app: App, path: string, input?: unknown, headers: Headers = {}) {
  const body = input === undefined ? {} : { payload: JSON.stringify(input) };
  return answer(
    await app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      ...body,
    }),
  );
}

/** The session token a response set as a cookie (undefined when it set none). */
export function sessionCookieOf(
  response: TrpcAnswer['response'],
  name = 'partsmith_session',
): TrpcAnswer['response']['cookies'][number] | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}
