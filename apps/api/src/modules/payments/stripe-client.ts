import type Stripe from 'stripe';
import type { Config } from '../../config';
import { cardPaymentsOn } from './bank-account';

// The official Stripe SDK, set up once per process from configuration. STRIPE_API_URL points it
// at another host (a local stand-in in tests and development) instead of api.stripe.com.

export type { Stripe };

/** Null when card payments are off: nothing then loads the SDK or reaches Stripe. */
export async function stripeClientOf(config: Config): Promise<Stripe | null> {
  if (!cardPaymentsOn(config) || !config.STRIPE_SECRET_KEY) return null;
  // Loaded on demand: a site without cards does not pay for parsing the SDK at start.
  const { default: StripeSdk } = await import('stripe');
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const protocol = target?.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(config.STRIPE_SECRET_KEY, {
    // A traveller waits on the checkout request: give up well before the SDK's 80 s default.
    timeout: 10_000,
    // The SDK sends an idempotency key with each retried POST: a retry never makes a second session.
    maxNetworkRetries: 2,
    appInfo: { name: 'safari-tanzania' },
    ...(target
      ? {
          host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: target.port || (protocol === 'http' ? '80' : '443'),
          protocol,
        }
      : {}),
  });
}
