import type { AppRouter } from '@partsmith/contracts/router';
import { createTRPCClient, httpLink, type TRPCClient, TRPCClientError } from '@trpc/client';
import type { TestApp } from './test-app';

type App = TestApp['app'];
type Headers = Record<string, string>;
export type InjectedResponse = Awaited<ReturnType<App['inject']>>;

/** A fetch Response that keeps the injected answer it was made from, for its cookies and headers. */
type CarriedResponse = Response & { injected: InjectedResponse };

/** The web's tRPC client, typed by AppRouter, whose requests go through `app.inject` with `headers`. */
function clientOver(app: App, headers: Headers, seen: (response: InjectedResponse) => void) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: '/trpc',
        headers,
        async fetch(url, init) {
          const injected = await app.inject({
            method: init?.method === 'POST' ? 'POST' : 'GET',
            url,
            headers: init?.headers as Headers,
            ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
          });
          seen(injected);
          const response = new Response(injected.body, { status: injected.statusCode });
          return Object.assign(response, { injected }) satisfies CarriedResponse;
        },
      }),
    ],
  });
}

/** Calls procedures as the holder of `headers` (e.g. `account.cookie`); no headers: anonymously. */
export function trpcAs(app: App, headers: Headers = {}): TRPCClient<AppRouter> {
  return clientOver(app, headers, () => {});
}

/** For tests that read the answer itself (cookies, headers): the data and the response that carried it. */
export async function withResponse<T>(
  app: App,
  headers: Headers,
  call: (client: TRPCClient<AppRouter>) => Promise<T>,
): Promise<{ data: T; response: InjectedResponse }> {
  let last: InjectedResponse | undefined;
  const data = await call(clientOver(app, headers, (response) => (last = response)));
  if (!last) throw new Error('the call sent no request');
  return { data, response: last };
}

export interface Refusal {
  status: number;
  /** tRPC's code (`FORBIDDEN`, `CONFLICT`…); undefined when a hook refused before tRPC ran. */
  code: string | undefined;
  message: string;
  response: InjectedResponse;
}

/** For a call that may go either way (a race): its data, or how it was refused. */
export async function outcomeOf<T>(
  call: Promise<T>,
): Promise<{ data: T; refusal?: undefined } | { data?: undefined; refusal: Refusal }> {
  try {
    return { data: await call };
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const response = (error.meta?.response as CarriedResponse | undefined)?.injected;
    if (!response) throw error;
    // Hooks that run before tRPC (CSRF, unknown procedures) answer `{ message }`, not tRPC's error shape.
    const body = error.meta?.responseJSON as { message?: string } | undefined;
    const data = error.data as { code?: string } | undefined;
    const message = data ? error.message : (body?.message ?? error.message);
    return { refusal: { status: response.statusCode, code: data?.code, message, response } };
  }
}

/** Awaits a call that must be refused and says how: its HTTP status, code and message. */
export async function expectRefusal(call: Promise<unknown>): Promise<Refusal> {
  const outcome = await outcomeOf(call);
  if (!outcome.refusal) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.data)}`);
  return outcome.refusal;
}

/** The HTTP status a call was answered with (200 when it succeeded), for tests that tabulate many calls. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  return (await outcomeOf(call)).refusal?.status ?? 200;
}
