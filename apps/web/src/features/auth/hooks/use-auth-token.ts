import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { readAuthToken, writeAuthToken } from '../../../lib/storage';

// The one place the storefront reads and writes its session token (SPEC §4, decision 0021).
// Other tabs announce their changes through the 'storage' event; this tab's own writes go
// through setAuthToken, which tells this tab's subscribers with an event of our own.
const SAME_TAB_EVENT = 'safari:auth-token';

export function subscribeToAuthToken(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(SAME_TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SAME_TAB_EVENT, onChange);
  };
}

/** True when a valid auth token is stored (SPEC §6: Dashboard and Logout show then). */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(subscribeToAuthToken, () => readAuthToken() !== null, () => false);
}

/** Stores (or removes, with null) the token and tells every subscriber in this tab. */
export function setAuthToken(token: string | null) {
  writeAuthToken(token);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/**
 * SPEC §4: logout removes the token and reloads, which drops every user query with it. The
 * server session is revoked first (best effort: a network failure must not keep anyone
 * signed in on this device).
 */
export async function logout() {
  await apiRequest('/logout', { method: 'POST' }).catch(() => undefined);
  setAuthToken(null);
  window.location.reload();
}
