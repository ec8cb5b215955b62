import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('account settings', () => {
  it('default to a 20-attempt limit, no admin, no SMTP, no Redis and no Google sign-in', () => {
    expect(parseConfig({})).toMatchObject({
      authRateLimit: 20,
      admin: null,
      redisUrl: undefined,
      google: null,
      mail: { smtpUrl: undefined, from: 'Partsmith <no-reply@localhost>' },
    });
  });

  it('read the admin, mail, Redis and Google settings', () => {
    const config = parseConfig({
      ADMIN_EMAIL: ' Boss@Partsmith.test ',
      ADMIN_PASSWORD: 'long enough',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Partsmith <shop@partsmith.test>',
      SHOP_EMAIL: 'shop@partsmith.test',
      REDIS_URL: 'redis://cache.internal:6379',
      AUTH_RATE_LIMIT: '500',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      admin: { email: 'boss@partsmith.test', password: 'long enough' },
      mail: {
        smtpUrl: 'smtp://mail.internal:25',
        from: 'Partsmith <shop@partsmith.test>',
        shopEmail: 'shop@partsmith.test',
      },
      redisUrl: 'redis://cache.internal:6379',
      authRateLimit: 500,
      google: {
        clientId: 'id',
        clientSecret: 'secret',
        issuer: 'https://accounts.google.com',
        allowHttpIssuer: false,
      },
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'boss@partsmith.test' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'not an email', ADMIN_PASSWORD: 'long enough' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'boss@partsmith.test', ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ SMTP_URL: 'http://mail.internal' }, /SMTP_URL/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL/],
    [{ AUTH_RATE_LIMIT: '0' }, /AUTH_RATE_LIMIT/],
    [{ AUTH_RATE_LIMIT: 'lots' }, /AUTH_RATE_LIMIT/],
    [
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop@db.internal/shop',
        PUBLIC_URL: 'https://shop.example',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'http://idp.example',
      },
      /OIDC_ISSUER: must be https/,
    ],
  ])('refuse %j', (environment, problem) => {
    expect(() => parseConfig(environment)).toThrow(problem);
  });

  it('allow a plain-http issuer only for a local provider or outside production', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(parseConfig({ ...google, OIDC_ISSUER: 'http://idp.test:8080' }).google?.allowHttpIssuer).toBe(
      true,
    );
    expect(
      parseConfig({
        ...google,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop@db.internal/shop',
        PUBLIC_URL: 'https://shop.example',
        SHOP_COUNTRY: 'GB',
        OIDC_ISSUER: 'http://127.0.0.1:9000',
      }).google?.allowHttpIssuer,
    ).toBe(true);
  });
});
