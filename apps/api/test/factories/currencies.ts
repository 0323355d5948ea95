import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';

export async function createCurrency(
  db: Db,
  overrides: { code: string; fallbackRate?: number; liveRate?: number | null; liveRateFetchedAt?: Date | null },
) {
  const [row] = await db
    .insert(t.currencies)
    .values({
      code: overrides.code,
      name: `Currency ${overrides.code}`,
      symbol: overrides.code,
      fallbackRate: overrides.fallbackRate ?? 1,
      liveRate: overrides.liveRate ?? null,
      liveRateFetchedAt: overrides.liveRateFetchedAt ?? null,
    })
    .returning();
  return row!;
}
