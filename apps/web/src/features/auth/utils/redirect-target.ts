// Where to go after signing in: the page that sent the traveller to /login (?redirect=), or
// the dashboard. Only paths of this site are accepted, never '//host' or a full URL, so a
// crafted link cannot send someone elsewhere after they typed their password.

export const AFTER_LOGIN_DEFAULT = '/dashboard';

export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return AFTER_LOGIN_DEFAULT;
  if (value === '/login' || value.startsWith('/login?')) return AFTER_LOGIN_DEFAULT;
  return value;
}

/** /login, remembering the current page when it is worth coming back to. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
