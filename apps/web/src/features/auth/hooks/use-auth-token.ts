import { useSyncExternalStore } from 'react';
import { readAuthToken } from '../../../lib/storage';

// The one place the storefront reads and writes its session token (docs/product.md#accounts,
// decision 0021). Other tabs announce their changes through the 'storage' event; this tab's own
// writes go through setAuthToken (utils/set-auth-token.ts), which tells this tab's subscribers with
// an event of our own.
export const SAME_TAB_EVENT = 'safari:auth-token';

export function subscribeToAuthToken(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

/** True when a valid auth token is stored: Dashboard and Logout show then. */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(
    subscribeToAuthToken,
    () => readAuthToken() !== null,
    () => false,
  );
}
