import { readSelectedCurrency, writeSelectedCurrency } from '../../../lib/storage';

// The visitor's currency, stored and restored on load. An external store for useSyncExternalStore:
// a server-rendered page hydrates in the default currency (the server cannot know the choice) and
// switches to the stored one right after, without a hydration mismatch (decision 0029).
const listeners = new Set<() => void>();
/** This page's choice when storage is unavailable (private browsing): it lasts for the page. */
let inMemory: string | null = null;

export function subscribeSelectedCurrency(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const selectedCurrencySnapshot = (): string | null => readSelectedCurrency() ?? inMemory;

export function chooseCurrency(code: string) {
  inMemory = code;
  writeSelectedCurrency(code);
  for (const listener of listeners) listener();
}
