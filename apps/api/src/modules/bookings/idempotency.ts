import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** Same body, same hash, whatever the order of its keys. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

export type KeyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'mismatch' };

/**
 * Claims an idempotency key inside the caller's transaction. A concurrent twin's INSERT waits
 * on the key until the first transaction ends: then it either finds the committed answer to
 * replay, or (the first rolled back) claims the key itself.
 */
export async function claimKey(tx: Db, scope: string, key: string, hash: string): Promise<KeyClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, statusCode: 0, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing || existing.requestHash !== hash) return { kind: 'mismatch' };
  return { kind: 'replay', statusCode: existing.statusCode, response: existing.response };
}

export async function storeAnswer(tx: Db, scope: string, key: string, statusCode: number, response: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
