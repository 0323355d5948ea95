import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema/index';

export type CurrencyRow = typeof currencies.$inferSelect;

export function listCurrencies(db: Db) {
  return db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.id));
}

export async function findCurrencyByUuid(db: Db, uuid: string): Promise<CurrencyRow | null> {
  const [row] = await db.select().from(currencies).where(eq(currencies.uuid, uuid)).limit(1);
  return row ?? null;
}

/**
 * Stores the live rates of the currencies we sell in, all stamped with the same time.
 * Codes we do not carry are ignored; USD is the base and never stored as a live rate.
 */
export async function saveLiveRates(db: Db, rates: Map<string, number>, fetchedAt: Date): Promise<number> {
  const codes = [...rates.keys()].filter((code) => code !== 'USD');
  if (codes.length === 0) return 0;
  return db.transaction(async (tx) => {
    const ours = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(and(inArray(currencies.code, codes), ne(currencies.code, 'USD')));
    for (const { code } of ours) {
      await tx
        .update(currencies)
        .set({ liveRate: rates.get(code)!, liveRateFetchedAt: fetchedAt })
        .where(eq(currencies.code, code));
    }
    return ours.length;
  });
}
