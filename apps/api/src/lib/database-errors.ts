// Errors that mean "the database is away, overloaded or slow", not "the request is wrong" and
// not "our code is wrong". They become a 503 with Retry-After, so clients and load balancers
// retry instead of reporting a bug (decision 0016).

/** Node socket errors on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Single SQLSTATEs that mean unavailable or transient, whatever their class says. */
const UNAVAILABLE_SQLSTATES = new Set([
  '3D000', // invalid_catalog_name: the database does not exist (dropped, or not created yet)
  '28000', // invalid_authorization_specification: a misconfigured role is not the client's fault
  '28P01', // invalid_password
  '57014', // query_canceled: statement_timeout fired, the database is too slow right now
  '55P03', // lock_not_available: lock_timeout
  '40001', // serialization_failure: try again
  '40P01', // deadlock_detected: try again
]);

/**
 * SQLSTATE classes: 08 connection exception, 53 insufficient resources (53300 too many
 * clients, disk full, out of memory), 57P operator intervention (57P01 admin shutdown, 57P02
 * crash shutdown, 57P03 cannot connect now, 57P04 database dropped), 58 system error (I/O).
 */
const UNAVAILABLE_CLASSES = ['08', '53', '57P', '58'];

/** Driver messages without a code: pg-pool and pg timeouts, closed clients, a closed PGlite. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

function isUnavailableCause(e: object): boolean {
  if (e instanceof DatabaseTimeoutError) return true;
  const { code, severity, message } = e as { code?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (UNAVAILABLE_CLASSES.some((c) => code.startsWith(c))) return true;
  }
  // FATAL and PANIC end the session: whatever the code (55000 "database is not accepting
  // connections", for one), the request did nothing wrong. A plain ERROR 55000 is a bug.
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); Node wraps multi-address connect
  // failures in an AggregateError (errors[]). Walk both, a few levels deep.
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 10; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    if (isUnavailableCause(e)) return true;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/** Thrown when the database does not answer in time (the health ping, the startup lock). */
export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}
