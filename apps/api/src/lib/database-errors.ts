// Errors that mean "the database is away", not "the request is wrong". They become a 503 so
// clients retry instead of reporting a bug. Codes: node network errors, PostgreSQL class 08
// (connection exception) and 57P0x (admin/crash shutdown), pg-pool's own timeouts.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')))
      return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Cannot use a pool after calling end|PGlite is closed/i.test(message)
    )
      return true;
  }
  return false;
}
