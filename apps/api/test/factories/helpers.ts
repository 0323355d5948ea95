import { randomBytes } from 'node:crypto';

// Building blocks of the domain factories. Each test builds what it needs on an empty or
// seeded database; reference rows (types, seasons, classes, regions) are found by name or
// created, so a factory works on both.

/** A short random suffix: tests that create data stay independent and repeatable. */
export const unique = () => randomBytes(4).toString('hex');

/** A structured communication no other test booking has (a random number with its check digits). */
export function uniquePaymentReference(): string {
  const n = 1 + (randomBytes(5).readUIntBE(0, 5) % 9_999_999_998);
  const base = String(n).padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  return base + String(check).padStart(2, '0');
}

export async function findOrCreate<T extends { id: number }>(find: () => Promise<T[]>, create: () => Promise<T[]>): Promise<number> {
  const [found] = await find();
  if (found) return found.id;
  const [created] = await create();
  return created!.id;
}
