import { MIN_TOKEN_LENGTH_EXCLUSIVE } from '@safari/contracts/constants';

// Browser storage behind small functions: private browsing and disabled storage throw,
// and the storefront must still work then.

/** Browser storage keys, the original's names, so a returning visitor stays signed in. */
export const STORAGE_KEYS = { authToken: 'authToken', selectedCurrency: 'selectedCurrency' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** A stored token longer than 10 characters means authenticated; a shorter one is removed. */
export function readAuthToken(): string | null {
  const token = read(STORAGE_KEYS.authToken);
  if (token !== null && token.length <= MIN_TOKEN_LENGTH_EXCLUSIVE) {
    write(STORAGE_KEYS.authToken, null);
    return null;
  }
  return token;
}

export function writeAuthToken(token: string | null) {
  write(STORAGE_KEYS.authToken, token);
}

export function readSelectedCurrency(): string | null {
  return read(STORAGE_KEYS.selectedCurrency);
}

export function writeSelectedCurrency(code: string) {
  write(STORAGE_KEYS.selectedCurrency, code);
}
