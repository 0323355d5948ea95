import type { QueryClient } from '@tanstack/react-query';
import { setAuthToken } from './set-auth-token';
import { refreshUserData } from './user-data';

/** Once signed in, the page reloads after about 150 ms, as the original did (100 ms plus 50 ms). */
export const RELOAD_AFTER_SIGN_IN_MS = 150;

/**
 * After a login or registration: store the token, refresh the traveller's data
 * (likes, ratings, cart, dashboard) and, after `delayMs`, load `target` afresh so every part
 * of the page starts from the signed-in state.
 */
export function startSession(queryClient: QueryClient, token: string, target: string, delayMs = RELOAD_AFTER_SIGN_IN_MS) {
  setAuthToken(token);
  void refreshUserData(queryClient);
  window.setTimeout(() => window.location.assign(target), delayMs);
}
