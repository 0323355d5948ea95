import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeRateProvider, unreachableUrl } from '../../../test/fake-rate-provider';
import { fetchUsdRates, RateProviderError, validRates } from './rate-provider';

describe('validRates', () => {
  it('keeps finite positive numbers under 3-letter codes and drops the rest', () => {
    const rates = validRates({
      EUR: 0.92,
      TZS: 2580,
      GBP: 0,
      JPY: -150,
      CHF: '0.88',
      SEK: null,
      NOK: Number.NaN,
      DKK: Number.POSITIVE_INFINITY,
      BTC: 0.0000000001,
      XXX: 1e13,
      eur: 0.9,
      EURO: 0.9,
    });
    expect(Object.fromEntries(rates)).toEqual({ EUR: 0.92, TZS: 2580 });
  });
});

describe('fetchUsdRates', () => {
  let provider: Awaited<ReturnType<typeof startFakeRateProvider>>;
  beforeAll(async () => {
    provider = await startFakeRateProvider({ kind: 'rates', rates: { EUR: 0.9 } });
  });
  afterAll(() => provider.close());

  it('asks for USD-based rates, keeping what is already in the URL', async () => {
    provider.set({ kind: 'rates', rates: { EUR: 0.9, TZS: 2600, GBP: 'x' } });
    const rates = await fetchUsdRates(`${provider.url}?app_id=abc`, 1000);
    expect(Object.fromEntries(rates)).toEqual({ EUR: 0.9, TZS: 2600 });
    expect(provider.requests.at(-1)).toBe('/latest?app_id=abc&base=USD');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 }],
    ['a 404', { kind: 'status', status: 404 }],
    ['HTML', { kind: 'body', body: '<html>maintenance</html>' }],
    ['an array', { kind: 'body', body: '[1,2]' }],
    ['rates that are not an object', { kind: 'body', body: '{"rates":"EUR=0.9"}' }],
    ['no usable rate', { kind: 'rates', rates: { EUR: 0, GBP: 'NaN' } }],
    ['an empty rates object', { kind: 'rates', rates: {} }],
  ] as const)('rejects %s', async (_label, behaviour) => {
    provider.set(behaviour);
    await expect(fetchUsdRates(provider.url, 1000)).rejects.toBeInstanceOf(RateProviderError);
  });

  // No stopwatch (timings belong in `npm run bench`): the provider never answers, so only the
  // client's own timeout can end the call, and the provider sees the request abandoned.
  it('gives up after the timeout', async () => {
    provider.set({ kind: 'hang' });
    const before = provider.abandoned;
    const failure = await fetchUsdRates(provider.url, 200).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateProviderError);
    expect((failure as Error).cause).toMatchObject({ name: 'TimeoutError' });
    await vi.waitFor(() => expect(provider.abandoned).toBe(before + 1));
  });

  it('fails cleanly when nobody listens', async () => {
    await expect(fetchUsdRates(await unreachableUrl(), 1000)).rejects.toBeInstanceOf(RateProviderError);
  });
});
