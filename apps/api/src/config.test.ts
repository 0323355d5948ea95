import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { cardPaymentsOn } from './modules/payments/bank-account';

describe('loadConfig', () => {
  it('applies defaults: port 3000, PGlite under ./data, production', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.NODE_ENV).toBe('production');
    expect(config.OPERATOR_TIME_ZONE).toBe('Africa/Dar_es_Salaam');
  });

  it('bounds the database, the health check and slow clients by default', () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.DATABASE_QUERY_TIMEOUT_MS).toBe(3000);
    expect(config.HEALTH_CHECK_TIMEOUT_MS).toBeLessThan(1000);
    expect(config.HTTP_REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(config.HTTP_CONNECTION_TIMEOUT_MS).toBeGreaterThan(0);
    expect(config.SHUTDOWN_DRAIN_MS).toBe(5000);
  });

  it('starts with a demo bank account whose IBAN passes the checksum, and takes the real one', () => {
    expect(loadConfig({})).toMatchObject({ BANK_IBAN: 'BE71096123456769', BANK_BIC: 'GKCCBEBB' });
    expect(loadConfig({}).BANK_ACCOUNT_HOLDER).toMatch(/demo/);
    expect(loadConfig({ BANK_IBAN: 'gb82 west 1234 5698 7654 32' }).BANK_IBAN).toBe('GB82WEST12345698765432');
  });

  it('turns card payments on only with both Stripe secrets, and takes a stand-in API address', () => {
    const off = loadConfig({});
    expect([off.STRIPE_SECRET_KEY, off.STRIPE_WEBHOOK_SECRET, off.STRIPE_API_URL]).toEqual([undefined, undefined, undefined]);
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' }).STRIPE_SECRET_KEY).toBeUndefined();
    const on = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(on).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(cardPaymentsOn(on)).toBe(true);
    expect(cardPaymentsOn(off)).toBe(false);
    expect(cardPaymentsOn(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' }))).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset and accepts postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ EXCHANGE_RATE_PROVIDER_URL: 'not a url' }, 'EXCHANGE_RATE_PROVIDER_URL'],
    [{ MAINTENANCE_MODE: 'maybe' }, 'MAINTENANCE_MODE'],
    [{ OPERATOR_TIME_ZONE: 'Mars/Olympus_Mons' }, 'OPERATOR_TIME_ZONE'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ DATABASE_QUERY_TIMEOUT_MS: '0' }, 'DATABASE_QUERY_TIMEOUT_MS'],
    [{ HTTP_MAX_CONNECTIONS: 'many' }, 'HTTP_MAX_CONNECTIONS'],
    [{ BANK_IBAN: 'BE71 0961 2345 6768' }, 'BANK_IBAN'],
    [{ BANK_BIC: 'NOPE' }, 'BANK_BIC'],
    [{ STRIPE_SECRET_KEY: 'pk_test_publishable' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_API_URL: 'ftp://127.0.0.1:12111' }, 'STRIPE_API_URL'],
  ])('rejects %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});
