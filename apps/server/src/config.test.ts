import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

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
    expect(parseConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => parseConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it('reads the CORS allowlist as a comma-separated list', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('client addresses behind a proxy', () => {
  it('trusts X-Forwarded-For from no proxy unless told how many hops to trust', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => parseConfig({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
