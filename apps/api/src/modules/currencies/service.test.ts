import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createCurrency } from '../../../test/factories/currencies';
import { currencies } from '../../db/schema/index';
import { RateProviderError, type FetchRates } from './rate-provider';
import { createExchangeRateService } from './service';

// The service on its own, with a clock and a provider the test controls.

let database: TestDatabase;
let eur: { uuid: string };
let gbp: { uuid: string };

beforeAll(async () => {
  database = await createTestDatabase();
  eur = await createCurrency(database.db, { code: 'EUR', fallbackRate: 0.92 });
  gbp = await createCurrency(database.db, { code: 'GBP', fallbackRate: 0.79 });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.update(currencies).set({ liveRate: null, liveRateFetchedAt: null });
});

const MINUTE = 60_000;

function setup(fetchRates: FetchRates, opts: { ttlMinutes?: number; retryCooldownMs?: number } = {}) {
  let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
  const service = createExchangeRateService({
    db: database.db,
    providerUrl: 'http://provider.invalid/latest',
    ttlMinutes: opts.ttlMinutes ?? 60,
    timeoutMs: 1000,
    fetchRates,
    now: () => clock,
    retryCooldownMs: opts.retryCooldownMs,
  });
  return { service, advance: (ms: number) => (clock += ms) };
}

describe('exchange-rate service', () => {
  it('keeps a live rate for the TTL and refreshes on the first request after it', async () => {
    let calls = 0;
    const { service, advance } = setup(async () => {
      calls++;
      return new Map([
        ['EUR', 0.9 + calls / 100],
        ['GBP', 0.8],
      ]);
    });
    expect(await service.getRate(eur.uuid)).toMatchObject({ rate: 0.91, source: 'live', fetched_at: '2026-11-21T12:00:00.000Z' });
    advance(60 * MINUTE - 1);
    expect(await service.getRate(eur.uuid)).toMatchObject({ rate: 0.91, source: 'live' });
    expect(calls).toBe(1);
    advance(1);
    expect(await service.getRate(gbp.uuid)).toMatchObject({ rate: 0.8, source: 'live', fetched_at: '2026-11-21T13:00:00.000Z' });
    expect(await service.getRate(eur.uuid)).toMatchObject({ rate: 0.92, source: 'live' });
    expect(calls).toBe(2);
  });

  it('runs one refresh for any number of concurrent requests', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { service } = setup(async () => {
      calls++;
      await gate;
      return new Map([
        ['EUR', 0.9],
        ['GBP', 0.8],
      ]);
    });
    const pending = Array.from({ length: 10 }, (_, i) => service.getRate(i % 2 ? eur.uuid : gbp.uuid));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await Promise.all(pending);
    expect(calls).toBe(1);
    expect(answers.every((a) => a.source === 'live')).toBe(true);
  });

  it('after a failure answers from the stored rates until the cooldown ends, then tries again', async () => {
    let calls = 0;
    let up = false;
    const { service, advance } = setup(
      async () => {
        calls++;
        if (!up) throw new RateProviderError('down');
        return new Map([['EUR', 0.88]]);
      },
      { retryCooldownMs: 30_000 },
    );
    expect(await service.getRate(eur.uuid)).toEqual({ code: 'EUR', rate: 0.92, source: 'stored', fetched_at: null });
    up = true;
    advance(29_999);
    expect(await service.getRate(eur.uuid)).toMatchObject({ rate: 0.92, source: 'stored' });
    expect(calls).toBe(1);
    advance(1);
    expect(await service.getRate(eur.uuid)).toMatchObject({ rate: 0.88, source: 'live' });
    expect(calls).toBe(2);
  });

  it('treats an unexpected provider error like any other failure', async () => {
    const { service } = setup(async () => {
      throw new TypeError('boom');
    });
    expect(await service.getRate(gbp.uuid)).toMatchObject({ rate: 0.79, source: 'stored' });
  });
});
