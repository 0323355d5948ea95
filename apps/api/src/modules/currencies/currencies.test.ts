import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCurrency } from '../../../test/factories/currencies';
import { startFakeRateProvider, unreachableUrl } from '../../../test/fake-rate-provider';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';

type Currencies = Record<'USD' | 'EUR' | 'GBP' | 'TZS', { uuid: string }>;

async function createCurrencies(db: Db): Promise<Currencies> {
  return {
    USD: await createCurrency(db, { code: 'USD', fallbackRate: 1 }),
    EUR: await createCurrency(db, { code: 'EUR', fallbackRate: 0.92 }),
    GBP: await createCurrency(db, { code: 'GBP', fallbackRate: 0.79 }),
    TZS: await createCurrency(db, { code: 'TZS', fallbackRate: 2580 }),
  };
}

const rateOf = (t: TestApp, uuid: string) => t.app.inject({ method: 'POST', url: '/api/exchange-rate', query: { currency: uuid } });

const LIVE = { EUR: 0.9, GBP: 0.8, TZS: 2600, JPY: 150 };

describe('with a working provider', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeRateProvider>>;
  let c: Currencies;

  beforeAll(async () => {
    provider = await startFakeRateProvider({ kind: 'rates', rates: LIVE });
    t = await createTestApp({ config: { EXCHANGE_RATE_PROVIDER_URL: provider.url, EXCHANGE_RATE_TIMEOUT_MS: 1000 } });
    c = await createCurrencies(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(async () => {
    provider.set({ kind: 'rates', rates: LIVE });
    provider.requests.length = 0;
    await t.database.db.update(currencies).set({ liveRate: null, liveRateFetchedAt: null });
  });

  it('GET /api/splash lists the currencies with their stored rates', async () => {
    const res = await t.app.inject('/api/splash');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.currencies).toEqual([
      { id: expect.any(Number), uuid: c.USD.uuid, name: 'Currency USD', code: 'USD', symbol: 'USD', rate: 1 },
      { id: expect.any(Number), uuid: c.EUR.uuid, name: 'Currency EUR', code: 'EUR', symbol: 'EUR', rate: 0.92 },
      { id: expect.any(Number), uuid: c.GBP.uuid, name: 'Currency GBP', code: 'GBP', symbol: 'GBP', rate: 0.79 },
      { id: expect.any(Number), uuid: c.TZS.uuid, name: 'Currency TZS', code: 'TZS', symbol: 'TZS', rate: 2580 },
    ]);
  });

  it('answers the live rate, asking the provider for USD-based rates, and caches it in the table', async () => {
    const res = await rateOf(t, c.EUR.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, data: { code: 'EUR', rate: 0.9, source: 'live' } });
    expect(Date.now() - Date.parse(body.data.fetched_at)).toBeLessThan(60_000);
    expect(provider.requests).toEqual(['/latest?base=USD']);

    // One call refreshed every currency we carry; codes we do not carry are ignored.
    const rows = await t.database.db.select().from(currencies);
    expect(Object.fromEntries(rows.map((r) => [r.code, r.liveRate]))).toEqual({
      USD: null,
      EUR: 0.9,
      GBP: 0.8,
      TZS: 2600,
    });
    const tzs = await rateOf(t, c.TZS.uuid);
    expect(tzs.json().data).toMatchObject({ code: 'TZS', rate: 2600, source: 'live' });
    expect(provider.requests).toHaveLength(1);
  });

  it('shares one provider call among concurrent requests', async () => {
    const uuids = [c.EUR.uuid, c.GBP.uuid, c.TZS.uuid, c.EUR.uuid, c.GBP.uuid, c.TZS.uuid];
    const answers = await Promise.all(uuids.map((uuid) => rateOf(t, uuid)));
    expect(answers.map((a) => a.json().data.source)).toEqual(Array(6).fill('live'));
    expect(answers.map((a) => a.json().data.rate)).toEqual([0.9, 0.8, 2600, 0.9, 0.8, 2600]);
    expect(provider.requests).toHaveLength(1);
  });

  it('asks again once the cached rate is older than the TTL', async () => {
    await rateOf(t, c.EUR.uuid);
    provider.set({ kind: 'rates', rates: { EUR: 0.95, GBP: 0.81, TZS: 2610 } });
    // Within the TTL (60 min by default): served from the table.
    expect((await rateOf(t, c.EUR.uuid)).json().data.rate).toBe(0.9);
    expect(provider.requests).toHaveLength(1);
    await t.database.db
      .update(currencies)
      .set({ liveRateFetchedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(currencies.code, 'EUR'));
    expect((await rateOf(t, c.EUR.uuid)).json().data).toMatchObject({ rate: 0.95, source: 'live' });
    expect(provider.requests).toHaveLength(2);
  });

  it('answers 1 for USD without asking the provider', async () => {
    const res = await rateOf(t, c.USD.uuid);
    expect(res.json()).toMatchObject({ status: true, data: { code: 'USD', rate: 1 } });
    expect(provider.requests).toHaveLength(0);
  });

  it('skips rates that are not positive numbers, keeping the stored one for those', async () => {
    provider.set({ kind: 'rates', rates: { EUR: -0.9, GBP: '0.8', TZS: 2599.5 } });
    expect((await rateOf(t, c.TZS.uuid)).json().data).toMatchObject({ rate: 2599.5, source: 'live' });
    expect((await rateOf(t, c.EUR.uuid)).json().data).toMatchObject({ rate: 0.92, source: 'stored', fetched_at: null });
    expect((await rateOf(t, c.GBP.uuid)).json().data).toMatchObject({ rate: 0.79, source: 'stored' });
  });

  it('answers 404 for an unknown currency and 400 for a malformed or missing one', async () => {
    const unknown = await rateOf(t, '7b0e9c52-2d2e-4a8b-9d65-3a3f7f0b9d11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, code: 404, message: 'Currency not found' });
    for (const url of ['/api/exchange-rate?currency=EUR', '/api/exchange-rate', '/api/exchange-rate?currency=']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });
});

describe('when the provider fails, the stored rate answers, never an error', () => {
  it.each([
    // Other malformed answers are covered against the provider client in rate-provider.test.ts.
    ['unreachable', 'down'],
    ['answering JSON without rates', 'no-rates'],
    ['too slow', 'hang'],
  ] as const)(
    'provider %s',
    async (_label, mode) => {
      const provider = await startFakeRateProvider({ kind: 'rates', rates: LIVE });
      if (mode === 'no-rates') provider.set({ kind: 'body', body: '{"error":"quota exceeded"}' });
      if (mode === 'hang') provider.set({ kind: 'hang' });
      const url = mode === 'down' ? await unreachableUrl() : provider.url;
      const t = await createTestApp({ config: { EXCHANGE_RATE_PROVIDER_URL: url, EXCHANGE_RATE_TIMEOUT_MS: 300 } });
      try {
        const c = await createCurrencies(t.database.db);
        // A live rate from an earlier refresh, now stale: the best stored rate we hold.
        await t.database.db
          .update(currencies)
          .set({ liveRate: 0.93, liveRateFetchedAt: new Date(Date.now() - 3 * 60 * 60_000) })
          .where(eq(currencies.code, 'EUR'));

        // No stopwatch (timings belong in `npm run bench`): a provider that never answers still
        // gets an answer to the traveller, so the timeout ended the call, and the provider sees
        // the request abandoned rather than left waiting.
        const [eur, gbp] = await Promise.all([rateOf(t, c.EUR.uuid), rateOf(t, c.GBP.uuid)]);
        if (mode === 'hang') await vi.waitFor(() => expect(provider.abandoned).toBe(1));
        expect(eur.statusCode).toBe(200);
        expect(eur.json()).toMatchObject({ status: true, code: 200, data: { code: 'EUR', rate: 0.93, source: 'stored' } });
        expect(eur.json().data.fetched_at).toEqual(expect.any(String));
        expect(gbp.json()).toMatchObject({ status: true, data: { code: 'GBP', rate: 0.79, source: 'stored', fetched_at: null } });
        expect(provider.requests.length).toBeLessThanOrEqual(1);
        // After a failure the provider is left alone for a while: the next answer is immediate.
        const again = await rateOf(t, c.TZS.uuid);
        expect(again.json().data).toMatchObject({ rate: 2580, source: 'stored' });
        expect(provider.requests.length).toBeLessThanOrEqual(1);
      } finally {
        await t.close();
        await provider.close();
      }
    },
    90_000,
  ); // builds an app of its own: slow on a busy machine

  it('without a provider configured', async () => {
    const t = await createTestApp({ config: { EXCHANGE_RATE_PROVIDER_URL: undefined } });
    try {
      const c = await createCurrencies(t.database.db);
      const res = await rateOf(t, c.TZS.uuid);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ code: 'TZS', rate: 2580, source: 'stored', fetched_at: null });
      expect((await rateOf(t, c.USD.uuid)).json().data.rate).toBe(1);
    } finally {
      await t.close();
    }
  }, 90_000);
});
