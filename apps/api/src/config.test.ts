import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults: port 3000, PGlite under ./data, production', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.NODE_ENV).toBe('production');
    expect(config.OPERATOR_TIME_ZONE).toBe('Africa/Dar_es_Salaam');
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
  ])('rejects %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});
