import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attemptThresholds } from './attempt-limits';

/** AUTH_RATE_LIMIT=4: four registrations, reset requests or failed sign-ins per IP; two failures per IP and email. */
const LIMIT = '4';
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: LIMIT });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Each test signs in from its own address, so counts never carry over between tests or runs (Redis keeps them). */
const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const uniqueEmail = () => `limit-${crypto.randomUUID()}@example.com`;

function post(app: TestApp['app'], url: string, payload: unknown, ip: string) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}
const register = (app: TestApp['app'], ip: string, via: 'rest' | 'trpc' = 'rest') =>
  post(
    app,
    via === 'rest' ? '/api/auth/register' : '/trpc/auth.register',
    { name: 'Limit', email: uniqueEmail(), password: 'secret-enough' },
    ip,
  );
const login = (ip: string, credentials: { email: string; password: string }, via: 'rest' | 'trpc' = 'rest') =>
  post(t.app, via === 'rest' ? '/api/auth/login' : '/trpc/auth.login', credentials, ip);

describe('auth rate limits', () => {
  it('derives its thresholds from AUTH_RATE_LIMIT (default 20 per IP, 10 failed sign-ins per IP and email, per 15 minutes)', () => {
    expect(attemptThresholds(20)).toEqual({ perIp: 20, failedSignInsPerEmail: 10, windowMs: 15 * 60_000 });
  });

  it('counts registrations per IP across REST and tRPC, answers 429 past the limit, and leaves other IPs alone', async () => {
    const ip = newIp();
    for (const via of ['rest', 'trpc', 'rest', 'trpc'] as const)
      expect((await register(t.app, ip, via)).statusCode).toBeLessThan(300);

    const refused = await register(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const overTrpc = await register(t.app, ip, 'trpc');
    expect(overTrpc.statusCode).toBe(429);
    expect(overTrpc.json().error.message).toBe(TOO_MANY.message);

    expect((await register(t.app, newIp())).statusCode).toBe(201);
  });

  it('opens again when the 15-minute window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = newIp();
    for (let i = 0; i < 4; i++) await register(t.app, ip);
    expect((await register(t.app, ip)).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await register(t.app, ip)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 60_000 + 1000);
    expect((await register(t.app, ip)).statusCode).toBe(201);
  });

  it('counts password reset requests per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++)
      expect((await post(t.app, '/api/auth/password-reset', { email: uniqueEmail() }, ip)).statusCode).toBe(
        200,
      );
    expect((await post(t.app, '/api/auth/password-reset', { email: uniqueEmail() }, ip)).statusCode).toBe(
      429,
    );
  });

  it('refuses sign-in to an email after two failures from one IP, even with the right password', async () => {
    const account = await insertAccount(t.database.db);
    const ip = newIp();
    const wrong = { email: account.email, password: 'wrong password' };
    expect((await login(ip, wrong)).statusCode).toBe(401);
    expect((await login(ip, wrong, 'trpc')).statusCode).toBe(401);

    const refused = await login(ip, account);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await login(newIp(), account)).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, nor requests that were not sign-in attempts', async () => {
    const account = await insertAccount(t.database.db);
    const ip = newIp();
    for (let i = 0; i < 6; i++) expect((await login(ip, account)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await login(ip, { email: account.email, password: '' })).statusCode).toBe(400);
    expect((await login(ip, account)).statusCode).toBe(200);
  });

  it('counts failed sign-ins per IP across emails', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++)
      expect((await login(ip, { email: uniqueEmail(), password: 'wrong password' })).statusCode).toBe(401);
    expect((await login(ip, { email: uniqueEmail(), password: 'wrong password' })).statusCode).toBe(429);
  });

  it('counts each sign-in of a tRPC batch, so a batch cannot try more passwords than the limit', async () => {
    const account = await insertAccount(t.database.db);
    const ip = newIp();
    const wrong = { email: account.email, password: 'wrong password' };
    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.login,auth.login,auth.login?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: wrong, 1: wrong, 2: wrong, 3: account }),
      remoteAddress: ip,
    });
    const statuses = batch
      .json()
      .map((call: { error?: { data: { httpStatus: number } } }) => call.error?.data.httpStatus);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});

describe('auth rate limits in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = { AUTH_RATE_LIMIT: LIMIT, REDIS_URL: 'redis://127.0.0.1:6379' };
    [first, second] = await Promise.all([createTestApp(environment), createTestApp(environment)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('are shared by every instance', async () => {
    const ip = newIp();
    for (const app of [first, second, first, second])
      expect((await register(app.app, ip)).statusCode).toBe(201);
    expect((await register(first.app, ip)).statusCode).toBe(429);
    expect((await register(second.app, ip)).statusCode).toBe(429);
  });

  it('stop start-up with a clear message when Redis cannot be reached', async () => {
    await expect(createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL: cannot connect/,
    );
  });
});
