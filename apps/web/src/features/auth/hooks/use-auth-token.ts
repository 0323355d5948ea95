import { useSyncExternalStore } from 'react';
import { readAuthToken, writeAuthToken } from '../../../lib/storage';

// SPEC §4: token changes made in another tab are picked up — the 'storage' event tells us.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** True when a valid auth token is stored (SPEC §6: Dashboard and Logout show then). */
export function useHasAuthToken(): boolean {
  return useSyncExternalStore(subscribe, () => readAuthToken() !== null, () => false);
}

/** SPEC §4: logout removes the token and reloads, which drops every user query with it. */
export function logout() {
  writeAuthToken(null);
  window.location.reload();
}
