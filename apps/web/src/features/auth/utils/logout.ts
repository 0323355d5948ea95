import { apiRequest } from '../../../lib/api-client';
import { setAuthToken } from './set-auth-token';

/**
 * Logout removes the token and reloads, which drops every user query with it. The
 * server session is revoked first (best effort: a network failure must not keep anyone
 * signed in on this device).
 */
export async function logout() {
  await apiRequest('/logout', { method: 'POST' }).catch(() => undefined);
  setAuthToken(null);
  window.location.reload();
}
