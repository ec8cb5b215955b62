import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

/** The least production starts with. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  PUBLIC_URL: 'https://shop.example',
  SHOP_COUNTRY: 'GB',
};

describe('configuration', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, corsOrigins: [] });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('stops start-up with a message naming each bad setting', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('never seeds demo data in production', () => {
    expect(parseConfig(PRODUCTION).demoData).toBe(false);
    expect(() => parseConfig({ ...PRODUCTION, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it('keeps 10 connections to Postgres unless DATABASE_POOL_SIZE says otherwise (2 to 100)', () => {
    expect(parseConfig(PRODUCTION).databasePoolSize).toBe(10);
    expect(parseConfig({ ...PRODUCTION, DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    expect(() => parseConfig({ ...PRODUCTION, DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('listens on this computer only outside production unless HOST says otherwise', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(parseConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads the CORS allowlist as a comma-separated list', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('what unpaid orders may hold', () => {
  it('holds stock 30 minutes, for at most 5 unpaid orders and 500 units per customer, unless told otherwise', () => {
    expect(parseConfig(PRODUCTION).reservations).toEqual({
      minutes: 30,
      maxUnpaidOrders: 5,
      maxUnpaidUnits: 500,
    });
    const tuned = { RESERVATION_MINUTES: '15', UNPAID_ORDERS_MAX: '3', UNPAID_UNITS_MAX: '2000' };
    expect(parseConfig({ ...PRODUCTION, ...tuned }).reservations).toEqual({
      minutes: 15,
      maxUnpaidOrders: 3,
      maxUnpaidUnits: 2000,
    });
    expect(() => parseConfig({ RESERVATION_MINUTES: '0' })).toThrow(/RESERVATION_MINUTES/);
    expect(() => parseConfig({ UNPAID_ORDERS_MAX: '2.5' })).toThrow(/UNPAID_ORDERS_MAX/);
  });

  it('refuses the retired RESERVATION_HOURS by name rather than ignore it', () => {
    expect(() => parseConfig({ ...PRODUCTION, RESERVATION_HOURS: '48' })).toThrow(
      /RESERVATION_HOURS: replaced by RESERVATION_MINUTES/,
    );
  });
});

describe('client addresses behind a proxy', () => {
  it('trusts X-Forwarded-For from no proxy unless told how many hops to trust', () => {
    expect(parseConfig(PRODUCTION).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => parseConfig({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('production refuses to guess', () => {
  it('names every missing setting on one line', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: DATABASE_URL is required in production; PUBLIC_URL is required in production; SHOP_COUNTRY is required in production',
    );
    expect(() => parseConfig({ ...PRODUCTION, DATABASE_URL: undefined })).toThrow(
      /^Invalid configuration: DATABASE_URL is required in production$/,
    );
  });

  it('starts with a database URL and an https public URL, never on the embedded database', () => {
    expect(parseConfig(PRODUCTION)).toMatchObject({
      production: true,
      databaseUrl: PRODUCTION.DATABASE_URL,
      publicUrl: PRODUCTION.PUBLIC_URL,
      demoData: false,
    });
  });

  it('wants https for the public URL, except on the machine itself', () => {
    expect(() => parseConfig({ ...PRODUCTION, PUBLIC_URL: 'http://shop.example' })).toThrow(
      /PUBLIC_URL: must be https in production/,
    );
    expect(parseConfig({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
      /STRIPE_SECRET_KEY: must start with sk_/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET: must start with whsec_/],
    [{ SMTP_URL: 'mail.example:25' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ DATABASE_URL: 'mysql://db.internal/shop' }, /DATABASE_URL/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    [{ METRICS_TOKEN: 'long-enough-token-0123' }, /METRICS_TOKEN: set METRICS=1 too/],
    [{ METRICS: '1', METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be 16 characters or longer/],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, /SHUTDOWN_TIMEOUT_MS/],
  ])('refuses secrets and settings of the wrong shape: %j', (setting, problem) => {
    expect(() => parseConfig({ ...PRODUCTION, ...setting })).toThrow(problem);
  });

  it('keeps metrics off unless asked, with an optional token', () => {
    expect(parseConfig(PRODUCTION).metrics).toBeNull();
    expect(parseConfig({ ...PRODUCTION, METRICS: '1' }).metrics).toEqual({ token: null });
    expect(
      parseConfig({ ...PRODUCTION, METRICS: 'true', METRICS_TOKEN: 'long-enough-token-0123' }).metrics,
    ).toEqual({ token: 'long-enough-token-0123' });
  });

  it('gives requests in flight 10 seconds to finish at shutdown unless told otherwise', () => {
    expect(parseConfig(PRODUCTION).shutdownTimeoutMs).toBe(10_000);
    expect(parseConfig({ ...PRODUCTION, SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });
});
