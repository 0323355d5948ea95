import { writeAuthToken } from '../../../lib/storage';
import { SAME_TAB_EVENT } from '../hooks/use-auth-token';

/** Stores (or removes, with null) the token and tells every subscriber in this tab. */
export function setAuthToken(token: string | null) {
  writeAuthToken(token);
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}
