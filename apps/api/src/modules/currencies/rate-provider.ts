import { z } from 'zod';

// The exchange-rate provider: GET {url}?base=USD answering { rates: { EUR: 0.92, … } }, the
// units of each currency per 1 USD. Anything else — a timeout, a non-2xx, a body that is not
// that shape — is a failure the caller turns into "use the stored rates".

export class RateProviderError extends Error {}

/** numeric(18,6) holds these; a rate outside them is a provider bug, not a price. */
const MIN_RATE = 0.000001;
const MAX_RATE = 1_000_000_000_000;
const MAX_BODY_BYTES = 512 * 1024;

const answerShape = z.object({ rates: z.record(z.string(), z.unknown()) });

/** Keeps the well-formed entries: a 3-letter code and a finite number within range. */
export function validRates(rates: Record<string, unknown>): Map<string, number> {
  const valid = new Map<string, number>();
  for (const [code, rate] of Object.entries(rates)) {
    if (!/^[A-Z]{3}$/.test(code)) continue;
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < MIN_RATE || rate >= MAX_RATE) continue;
    valid.set(code, rate);
  }
  return valid;
}

export type FetchRates = (url: string, timeoutMs: number) => Promise<Map<string, number>>;

export const fetchUsdRates: FetchRates = async (url, timeoutMs) => {
  const target = new URL(url);
  target.searchParams.set('base', 'USD');
  let body: string;
  try {
    const response = await fetch(target, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!response.ok) throw new RateProviderError(`provider answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_BODY_BYTES) throw new RateProviderError('provider answer too large');
    body = await response.text();
  } catch (error) {
    if (error instanceof RateProviderError) throw error;
    throw new RateProviderError(`provider unreachable: ${(error as Error).message}`, { cause: error });
  }
  if (body.length > MAX_BODY_BYTES) throw new RateProviderError('provider answer too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new RateProviderError('provider answer is not JSON');
  }
  const shape = answerShape.safeParse(parsed);
  if (!shape.success) throw new RateProviderError('provider answer has no rates object');
  const rates = validRates(shape.data.rates);
  if (rates.size === 0) throw new RateProviderError('provider answer holds no usable rate');
  return rates;
};
