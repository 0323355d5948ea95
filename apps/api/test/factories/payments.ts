import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { unique } from './helpers';

// A bank statement credit waiting to be matched by hand, as an import leaves one.

export async function createUnmatchedLine(db: Db, values: Partial<typeof t.bankStatementLines.$inferInsert> = {}) {
  const [statement] = await db
    .insert(t.bankStatements)
    .values({
      statementId: `STMT-${unique()}`,
      accountIban: 'BE71096123456769',
      fileSha256: `${unique()}${unique()}`,
      creditCount: 1,
      unmatchedCount: 1,
    })
    .returning();
  const [line] = await db
    .insert(t.bankStatementLines)
    .values({
      statementId: statement!.id,
      lineReference: `TEST-${unique()}${unique()}`,
      amountMinor: 90_000,
      currency: 'USD',
      bookedOn: '2026-03-01',
      remittance: 'Safari deposit',
      debtorName: 'Amina Mushi',
      status: 'unmatched',
      ...values,
    })
    .returning();
  return line!;
}
