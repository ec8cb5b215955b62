import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const STRIPE_HOSTS = ['js.stripe.com', 'hooks.stripe.com', 'api.stripe.com'];

/** The Content-Security-Policy header as a map from directive to its sources. */
async function policyOf(t: TestApp): Promise<Map<string, string[]>> {
  const response = await t.app.inject('/healthz');
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('content security policy in test mode (no Stripe)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows this origin only: no Stripe host anywhere', async () => {
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    const header = [...policy.values()].flat().join(' ');
    for (const host of STRIPE_HOSTS) expect(header).not.toContain(host);
  });
});

describe('content security policy with Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' });
  });
  afterAll(() => t.close());

  it('lets Stripe Elements load its script, frames and API, and nothing more', async () => {
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
