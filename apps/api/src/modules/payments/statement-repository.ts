import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/search';
import { bankStatementLines, bankStatements, bookings } from '../../db/schema/index';

// Bank statements and their lines: a file claimed once by its hash, each line once by its bank
// reference (a re-import waits for, then skips, what another import committed), and the
// credits that wait for staff to match them.

export type NewStatement = typeof bankStatements.$inferInsert;
export type StatementRow = typeof bankStatements.$inferSelect;
export type NewStatementLine = typeof bankStatementLines.$inferInsert;
export type StatementLineRow = typeof bankStatementLines.$inferSelect;

/** The file's row, new or as a previous import of the same bytes left it (`created` says which). */
export async function claimStatement(tx: Db, values: NewStatement): Promise<{ statement: StatementRow; created: boolean }> {
  const [inserted] = await tx.insert(bankStatements).values(values).onConflictDoNothing({ target: bankStatements.fileSha256 }).returning();
  if (inserted) return { statement: inserted, created: true };
  const [existing] = await tx.select().from(bankStatements).where(eq(bankStatements.fileSha256, values.fileSha256));
  return { statement: existing!, created: false };
}

export async function setStatementCounts(
  tx: Db,
  id: number,
  counts: { creditCount: number; matchedCount: number; unmatchedCount: number },
) {
  await tx.update(bankStatements).set(counts).where(eq(bankStatements.id, id));
}

/** Rows per INSERT: ten parameters a line, far below PostgreSQL's 65,535 per statement. */
const CLAIM_CHUNK = 1000;

/**
 * Inserts the lines whose bank reference is new, in the references' order (two imports of
 * overlapping statements then wait for each other's lines in the same order and never
 * deadlock); answers the new lines' ids by reference. A reference already there, or twice in
 * the file, is claimed once.
 */
export async function claimLines(tx: Db, values: NewStatementLine[]): Promise<Map<string, number>> {
  const sorted = [...values].sort((a, b) => (a.lineReference < b.lineReference ? -1 : a.lineReference > b.lineReference ? 1 : 0));
  const claimed = new Map<string, number>();
  for (let start = 0; start < sorted.length; start += CLAIM_CHUNK) {
    const rows = await tx
      .insert(bankStatementLines)
      .values(sorted.slice(start, start + CLAIM_CHUNK))
      .onConflictDoNothing({ target: bankStatementLines.lineReference })
      .returning({ id: bankStatementLines.id, lineReference: bankStatementLines.lineReference });
    for (const row of rows) claimed.set(row.lineReference, row.id);
  }
  return claimed;
}

/** Lines imported before, by bank reference, with the reference of the booking each was recorded for (or null). */
export async function findLinesByReference(db: Db, lineReferences: string[]): Promise<Map<string, string | null>> {
  if (lineReferences.length === 0) return new Map();
  const rows = await db
    .select({ lineReference: bankStatementLines.lineReference, bookingReference: bookings.reference })
    .from(bankStatementLines)
    .leftJoin(bookings, eq(bookings.id, bankStatementLines.bookingId))
    .where(inArray(bankStatementLines.lineReference, lineReferences));
  return new Map(rows.map((r) => [r.lineReference, r.bookingReference]));
}

/** Settles many lines in one UPDATE per thousand: each line's status and booking. */
export async function settleLines(tx: Db, settled: Array<{ id: number; status: StatementLineRow['status']; bookingId: number | null }>) {
  for (let start = 0; start < settled.length; start += CLAIM_CHUNK) {
    const rows = settled.slice(start, start + CLAIM_CHUNK).map((s) => sql`(${s.id}::int, ${s.status}::text, ${s.bookingId}::int)`);
    await tx.execute(
      sql`update ${bankStatementLines} set status = v.status, booking_id = v.booking_id from (values ${sql.join(rows, sql`, `)}) as v(id, status, booking_id) where ${bankStatementLines.id} = v.id`,
    );
  }
}

export async function settleLine(
  tx: Db,
  id: number,
  values: { status: StatementLineRow['status']; bookingId: number | null; matchedBy?: number | null; manual?: boolean },
) {
  await tx
    .update(bankStatementLines)
    .set({
      status: values.status,
      bookingId: values.bookingId,
      ...(values.manual ? { matchedBy: values.matchedBy ?? null, matchedAt: sql`now()` } : {}),
    })
    .where(eq(bankStatementLines.id, id));
}

const lineColumns = {
  id: bankStatementLines.id,
  uuid: bankStatementLines.uuid,
  lineReference: bankStatementLines.lineReference,
  amountMinor: bankStatementLines.amountMinor,
  currency: bankStatementLines.currency,
  bookedOn: bankStatementLines.bookedOn,
  remittance: bankStatementLines.remittance,
  communication: bankStatementLines.communication,
  debtorName: bankStatementLines.debtorName,
  status: bankStatementLines.status,
  statementId: bankStatements.statementId,
  accountIban: bankStatements.accountIban,
  importedAt: bankStatements.importedAt,
};
const selectLines = (db: Db) =>
  db.select(lineColumns).from(bankStatementLines).innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId));
export type LineListRow = Awaited<ReturnType<typeof selectLines>>[number];

/** A line locked until the transaction ends, with its statement's columns. */
export async function lockLine(tx: Db, uuid: string): Promise<LineListRow | undefined> {
  const [row] = await selectLines(tx).where(eq(bankStatementLines.uuid, uuid)).for('update', { of: bankStatementLines });
  return row;
}

export interface UnmatchedFilters {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  q?: string;
  sort: 'booked_on' | 'amount' | 'imported_at';
}

export async function listUnmatchedLines(db: Db, f: UnmatchedFilters) {
  const where: SQL[] = [eq(bankStatementLines.status, 'unmatched')];
  if (f.q) {
    const term = containing(f.q);
    where.push(
      or(
        ilike(bankStatementLines.remittance, term),
        ilike(bankStatementLines.debtorName, term),
        ilike(bankStatementLines.lineReference, term),
      )!,
    );
  }
  const condition = and(...where);
  const sortColumn = {
    booked_on: bankStatementLines.bookedOn,
    amount: bankStatementLines.amountMinor,
    imported_at: bankStatements.importedAt,
  }[f.sort];
  const [rows, [counted]] = await Promise.all([
    selectLines(db)
      .where(condition)
      // Then the id the same way: rows never swap between pages.
      .orderBy(...(f.order === 'asc' ? [asc(sortColumn), asc(bankStatementLines.id)] : [desc(sortColumn), desc(bankStatementLines.id)]))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankStatementLines)
      .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
      .where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The id of the booking a reference names: its own ('ST-2026-0042') or its structured communication. */
export async function findBookingId(db: Db, key: { reference: string } | { paymentReference: string }) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      'reference' in key
        ? or(eq(bookings.reference, key.reference), eq(bookings.reference, key.reference.toUpperCase()))
        : eq(bookings.paymentReference, key.paymentReference),
    )
    .limit(1);
  return row?.id;
}
