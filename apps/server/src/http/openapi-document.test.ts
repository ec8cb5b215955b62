import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/accounts';
import { insertProduct } from '../../test/factories';
import { createOpenApiValidator } from '../../test/openapi-validator';
import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; description?: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
};

const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));
const ZMESSAGE = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
};

let t: TestApp;
let document: Document;
let workDir: string;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject('/api/openapi.json')).json();
  workDir = mkdtempSync(join(tmpdir(), 'partsmith-openapi-'));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

type LintProblem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

async function redoclyLint(served: unknown): Promise<LintProblem[]> {
  const file = join(workDir, 'openapi.json');
  writeFileSync(file, JSON.stringify(served));
  const run = promisify(execFile);
  const args = ['lint', '--extends=recommended', '--format=json', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // The CLI exits non-zero when it finds errors; its report is on stdout either way.
  const { stdout } = await run(REDOCLY, args, { env }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('passes redocly lint with the recommended rules: no errors', async () => {
    const problems = await redoclyLint(document);
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, says who may call it, and documents its 4xx answers', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations()) {
      expect(operation.security, name).toBeInstanceOf(Array);
      const refusals = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(refusals, name).toContain('4XX');
      // Every refusal but the image upload's (the image host's legacy shape) and test mode's card error (Stripe's)
      // is `{ message }`.
      if (name === 'POST /api/images') continue;
      for (const status of refusals.filter((status) => status !== '402'))
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${name} ${status}`,
        ).toMatchObject(ZMESSAGE);
    }
  });

  it("gives every operation a summary short enough for the reference's sidebar; the details in its description", () => {
    const long = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.summary || operation.summary.length > 60)
        .map(([method, operation]) => `${method.toUpperCase()} ${path}: ${operation.summary}`),
    );
    expect(long).toEqual([]);
    expect(document.paths['/api/parts']?.get?.description).toContain('nextCursor');
  });

  it('marks the public operations `security: []` and the rest as bearer or session cookie', () => {
    const publicOperations = operations()
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ name }) => name)
      .sort();
    expect(publicOperations).toEqual([
      'GET /api/categories',
      'GET /api/categories/{slug}/parts',
      'GET /api/parts',
      'GET /api/parts/suggestions',
      'GET /api/products',
      'GET /api/products/{id}',
      'GET /api/products/{id}/specifications',
      'GET /api/reviews',
      'GET /api/shipping/options',
      'POST /api/auth/login',
      'POST /api/auth/password-reset',
      'POST /api/auth/password-reset/confirm',
      'POST /api/auth/register',
      'POST /api/stock-alerts/confirm',
      'POST /api/stock-alerts/unsubscribe',
      'POST /api/test-mode/payment-intents/{id}/confirm',
    ]);
    const signedIn = [{ bearer: [] }, { sessionCookie: [] }];
    for (const { name, operation } of operations()) {
      if (operation.security?.length === 0) continue;
      const expected = name.includes('/api/cart')
        ? [...signedIn, { guestCartCookie: [] }, {}]
        : name === 'POST /api/auth/logout' || name === 'POST /api/stock-alerts'
          ? [...signedIn, {}]
          : signedIn;
      expect(operation.security, name).toEqual(expected);
    }
  });

  it('declares the session cookie beside bearer, and the server at PUBLIC_URL', async () => {
    expect(document.servers).toEqual([{ url: 'http://shop.test', description: 'This shop' }]);
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'partsmith_session' },
    });

    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://parts.example.com/',
    });
    try {
      const served: Document = (await production.app.inject('/api/openapi.json')).json();
      expect(served.servers).toEqual([{ url: 'https://parts.example.com', description: 'This shop' }]);
      expect(served.components.securitySchemes.sessionCookie).toMatchObject({
        in: 'cookie',
        name: '__Host-partsmith_session',
      });
    } finally {
      await production.close();
    }
  });

  it('has one path for an order: GET, PUT, PATCH and DELETE /api/orders/{id}, the parameter described', () => {
    // OpenAPI tells paths apart by their literal segments only: two parameter names there would be one path twice.
    expect(Object.keys(document.paths).filter((path) => /^\/api\/orders\/\{[^}]+\}$/.test(path))).toEqual([
      '/api/orders/{id}',
    ]);
    const order = document.paths['/api/orders/{id}'] ?? {};
    expect(Object.keys(order).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    for (const [method, operation] of Object.entries(order)) {
      const parameters = operation.parameters?.filter((parameter) => parameter.in === 'path');
      expect(
        parameters?.map((parameter) => parameter.name),
        method,
      ).toEqual(['id']);
      expect(parameters?.[0]?.description, method).toMatch(/order id/);
    }
    expect(order.delete?.parameters?.[0]?.description).toMatch(/email/);
  });
});

describe('the sign-in answers', () => {
  it('are each the one the document gives for their status (the inject checks every answer)', async () => {
    const account = await insertAccount(t.database.db);
    const signIn = (request: Omit<InjectOptions, 'method' | 'url'>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', ...request });
    const statuses = [
      await signIn({ payload: { email: account.email, password: account.password } }),
      await signIn({ payload: { email: account.email, password: 'not the password' } }),
      await signIn({ payload: { email: 'not an email', password: account.password } }),
      await signIn({ payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      await signIn({ payload: { email: account.email, password: 'x'.repeat(2_000_000) } }),
      // A stale cookie sent by another site: the CSRF guard refuses before signing in.
      await signIn({
        payload: { email: account.email, password: account.password },
        cookies: { partsmith_session: 'old' },
      }),
    ].map((response) => response.statusCode);
    expect(statuses).toEqual([200, 401, 400, 415, 413, 403]);
  });
});

describe('checking answers against the document', () => {
  const answer = (statusCode: number, body: unknown) =>
    ({
      statusCode,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      json: () => body,
    }) as unknown as Parameters<ReturnType<typeof createOpenApiValidator>['check']>[2];

  it('fails with the path, the status and what does not match', async () => {
    const validator = createOpenApiValidator(document);
    const product = await insertProduct(t.database.db);
    const real = await t.app.inject(`/api/products/${product.id}`);
    expect(() => validator.check('GET', `/api/products/${product.id}`, real)).not.toThrow();

    const wrongPrice = { ...(real.json() as object), price: '12.50' };
    expect(() => validator.check('GET', '/api/products/x', answer(200, wrongPrice))).toThrow(
      /GET \/api\/products\/\{id\} \(\/api\/products\/x\) answered 200: .*\n\s+\/price must be number/,
    );
    expect(() => validator.check('GET', '/api/products', answer(200, [{ _id: 'x' }]))).toThrow(
      /must have required property 'name'/,
    );
    expect(() => validator.check('DELETE', '/api/orders/x', answer(204, {}))).toThrow(
      /DELETE \/api\/orders\/\{id\} \(\/api\/orders\/x\) answered 204: status not documented/,
    );
    expect(() => validator.check('POST', '/api/auth/login', answer(401, { error: 'Unauthorized' }))).toThrow(
      /must have required property 'message'/,
    );
  });
});
