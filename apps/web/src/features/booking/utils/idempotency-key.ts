import { useCallback, useRef } from 'react';

/**
 * 128 random bits as 32 hex characters. crypto.getRandomValues, not randomUUID: the latter
 * exists only in secure contexts, and a shop reached over plain http must still book once.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per booking attempt of a form (decision 0020): made at the first submit, reused by
 * every repeat of that submit (double click, retry after a timeout or a lost answer), and
 * renewed only once a booking succeeded, so the next booking is a new one. Made lazily, never
 * during render: nothing random runs on a server render or differs at hydration.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
