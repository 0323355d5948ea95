/**
 * True when a write failed on a unique index (SQLSTATE 23505): two staff racing for one slug
 * or one departure date. Drizzle wraps the driver's error in `cause`; both drivers set `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
