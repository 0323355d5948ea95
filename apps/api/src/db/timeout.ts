import { DatabaseTimeoutError } from '../lib/database-errors';

/**
 * Settles with `work`, or rejects with a DatabaseTimeoutError after `ms`. The work is not
 * cancelled (the driver's own timeouts end it); its late failure is swallowed here so it
 * never becomes an unhandled rejection.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
