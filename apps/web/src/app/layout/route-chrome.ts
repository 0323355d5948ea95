import { useMatches } from 'react-router';

/** What a route's `handle` says about the frame around its page (read by the root layout). */
export type ChromeHandle = { chrome?: 'admin' };

/**
 * The frame the matched routes ask for: the back office ('admin') or the storefront ('site').
 * Decided by the route table, not by the URL, so a route moved or added keeps its frame.
 */
export function useRouteChrome(): 'admin' | 'site' {
  const matches = useMatches();
  return matches.some((match) => (match.handle as ChromeHandle | undefined)?.chrome === 'admin') ? 'admin' : 'site';
}
