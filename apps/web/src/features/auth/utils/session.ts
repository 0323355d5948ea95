import type { QueryClient } from '@tanstack/react-query';
import { setAuthToken } from './set-auth-token';
import { refreshUserData } from './user-data';

/** SPEC §4: "the page reloads after roughly 100 ms plus 50 ms" once signed in. */
export const RELOAD_AFTER_SIGN_IN_MS = 150;

/**
 * SPEC §4 after a login or registration: store the token, refresh the traveller's data
 * (likes, ratings, cart, dashboard) and, after `delayMs`, load `target` afresh so every part
 * of the page starts from the signed-in state.
 */
export function startSession(queryClient: QueryClient, token: string, target: string, delayMs = RELOAD_AFTER_SIGN_IN_MS) {
  setAuthToken(token);
  void refreshUserData(queryClient);
  window.setTimeout(() => window.location.assign(target), delayMs);
}
