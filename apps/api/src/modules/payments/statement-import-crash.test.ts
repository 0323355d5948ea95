import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATEMENT_MESSAGES } from '@safari/contracts/admin-payments';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { parseStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database, type Db } from '../../db/client';
import { openPglite } from '../../db/pglite';
import * as schema from '../../db/schema/index';
import { camt053, statementUpload, type CreditSpec } from '../../../test/camt053';
import { bookingOptions, createDeparture } from '../../../test/factories/bookings';
import { createTrip } from '../../../test/factories/trips';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import {
  getOnNewConnection,
  requestOnNewConnection,
  startServerProcess,
  type Outcome,
  type ServerProcess,
} from '../../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { parseCamt053 } from './camt053';

// A statement is imported all or nothing, even when the process dies in the middle: the real
// server (src/server.ts through tsx) is killed (SIGKILL, no shutdown) while its import's one
// transaction is open and writing; after a restart on the same database nothing of the
// statement is there, the same file then imports in full, and once more adds nothing.
// PGlite on disk by default; TEST_DB=postgres runs it in a PostgreSQL database of its own.

const onPostgres = process.env.TEST_DB === 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-statement-crash-'));
/** On PostgreSQL: the test's database, open throughout (it is read while the server runs). */
let pgDatabase: TestDatabase | undefined;
const servers: ServerProcess[] = [];

const BOOKINGS = 8;
/** Enough credits that the import runs for seconds: the kill lands while it is under way. */
const CREDITS = 1_200;
const UNKNOWN_COMMUNICATION = '+++000/1234/56748+++'; // valid check digits, no booking has it

interface Booking {
  id: number;
  /** The twelve digits of its structured communication. */
  digits: string;
}
const bookings: Booking[] = [];

/** The statement: most credits quote a booking's communication; every seventh cannot be matched. */
function statementOf(payers: Booking[]) {
  const credits: CreditSpec[] = [];
  let matching = 0;
  let matchingMinor = 0;
  for (let i = 0; i < CREDITS; i += 1) {
    const reference = `CRASH${String(i).padStart(6, '0')}`;
    const booking = payers[i % payers.length]!;
    if (i % 7 === 0) {
      const kind = (i / 7) % 3;
      if (kind === 0) credits.push({ amount: '75.00', reference, text: 'Safari deposit, Mollel family' });
      else if (kind === 1) credits.push({ amount: '80.00', reference, text: UNKNOWN_COMMUNICATION });
      // The booking is paid in USD: a euro credit waits for staff.
      else credits.push({ amount: '85.00', currency: 'EUR', reference, structured: booking.digits });
    } else {
      const cents = 100 + (i % 50) * 10;
      credits.push({ amount: (cents / 100).toFixed(2), reference, structured: booking.digits });
      matching += 1;
      matchingMinor += cents;
    }
  }
  // A debit is skipped by the import: it is never a line.
  credits.push({ amount: '12.00', debit: true });
  return { xml: camt053(credits, { id: 'CRASH-2026-061' }), matching, matchingMinor, unmatched: CREDITS - matching };
}

/** What the database holds of any statement import (the test's database holds no other). */
async function recorded(db: Db) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const [paid] = await db
    .select({ minor: sql<number>`coalesce(sum(${schema.ledgerEntries.amountMinor}), 0)::int` })
    .from(schema.ledgerEntries);
  return {
    statements: await n(db.select({ n: count() }).from(schema.bankStatements)),
    lines: await n(db.select({ n: count() }).from(schema.bankStatementLines)),
    matchedLines: await n(db.select({ n: count() }).from(schema.bankStatementLines).where(eq(schema.bankStatementLines.status, 'matched'))),
    entries: await n(db.select({ n: count() }).from(schema.ledgerEntries)),
    paidMinor: paid!.minor,
    receipts: await n(db.select({ n: count() }).from(schema.outboxEmails).where(eq(schema.outboxEmails.kind, 'payment-receipt'))),
    audit: await n(
      db
        .select({ n: count() })
        .from(schema.auditLog)
        .where(inArray(schema.auditLog.action, ['booking.payment', 'payments.statement_import'])),
    ),
  };
}

/** Reads the database with the server stopped (PGlite holds its directory alone) or running (PostgreSQL). */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (pgDatabase) return work(pgDatabase.db);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const startServer = async () => {
  const server = await startServerProcess(
    {
      // As Vitest runs: the outbox and the reminders do not poll (the receipts are not the point).
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDatabase?.url ?? '',
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      // On PGlite a health check answers 503 this soon when the import's transaction holds the connection.
      HEALTH_CHECK_TIMEOUT_MS: '150',
    },
    90_000,
  );
  servers.push(server);
  return server;
};

/** A request on a connection of its own; resolves with the answer, or the error when the server dies. */
const send = (server: ServerProcess, opts: { method: string; path: string; headers: Record<string, string>; body: Buffer }) =>
  requestOnNewConnection(server.port, opts);

async function signIn(server: ServerProcess, email: string) {
  const res = await send(server, {
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ email, password: TEST_PASSWORD, remember: false })),
  });
  if (!('status' in res) || res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res)}`);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

const upload = (server: ServerProcess, token: string, xml: string) => {
  const request = statementUpload(xml);
  return send(server, {
    method: 'POST',
    path: request.url,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.payload,
  });
};

interface ImportAnswer {
  message: string;
  data: { counts: Record<string, number> };
}
async function importOk(server: ServerProcess, token: string, xml: string): Promise<ImportAnswer> {
  const res = await upload(server, token, xml);
  if (!('status' in res) || res.status !== 200) throw new Error(`import failed: ${JSON.stringify(res).slice(0, 2000)}`);
  return JSON.parse(res.body) as ImportAnswer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves, saying what it saw, once the import is observed inside its transaction; rejects when
 * the answer comes first. PostgreSQL: the line ids drawn (a sequence is outside transactions)
 * pass half the statement while no line is visible from another session. PGlite: nothing
 * reaches its directory before the commit, and the whole import runs on the server's event loop
 * without yielding to it, so the sign is a health check left unanswered for several times as
 * long as parsing the file takes (measured here), or answered 503 (its one connection is held):
 * the transaction is open and writing.
 */
async function midImport(server: ServerProcess, answered: () => Outcome | undefined, parseMs: number): Promise<string> {
  const deadline = Date.now() + 60_000;
  const check = () => {
    const answer = answered();
    if (answer) throw new Error(`the import was answered before it could be killed: ${JSON.stringify(answer).slice(0, 300)}`);
    if (Date.now() > deadline) throw new Error('the import was never seen in progress');
  };
  if (pgDatabase) {
    const db = pgDatabase.db;
    for (;;) {
      check();
      const [row] = await db
        .select({ drawn: sql<number>`coalesce(pg_sequence_last_value('bank_statement_lines_id_seq'), 0)::int`, visible: count() })
        .from(schema.bankStatementLines);
      if (row!.drawn >= CREDITS / 2) return `${row!.drawn} of ${CREDITS} line ids drawn, ${row!.visible} lines visible`;
      await sleep(20);
    }
  }
  const heldMs = Math.max(1000, Math.ceil(parseMs * 4));
  for (;;) {
    check();
    const health = getOnNewConnection(server.port, '/api/health');
    const sign = await Promise.race([health, sleep(heldMs).then(() => 'held' as const)]);
    if (sign === 'held') return `a health check unanswered for ${heldMs} ms (parsing the file takes ${Math.round(parseMs)} ms)`;
    if ('status' in sign && sign.status === 503) return 'a health check answered 503: the import holds the database';
    await sleep(20);
  }
}

beforeAll(async () => {
  // The data a running site has: an administrator and bookings owing their deposit, made in
  // this process on the database the server will use, before the server opens it.
  let database: Database;
  if (onPostgres) database = pgDatabase = await createTestDatabase();
  else database = await openPglite(dataDir, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
  try {
    await app.ready();
    const db = database.db;
    await createUser(db, { role: 'admin', name: 'Baraka Admin', email: 'statements@safari.example' });
    const options = await bookingOptions(db);
    const year = Number(todayIn(DEFAULT_OPERATOR_TIME_ZONE).slice(0, 4)) + 1;
    for (let i = 0; i < BOOKINGS; i += 1) {
      const trip = await createTrip(db, { name: `Crash Safari ${i}` });
      const departure = await createDeparture(db, { tripId: trip.id, startDate: `${year}-08-10`, seats: 8, pricePerPerson: 1900 });
      const res = await app.inject({
        method: 'POST',
        url: '/api/save_booking',
        remoteAddress: `10.41.0.${i + 1}`,
        payload: {
          trip_uuid: trip.uuid,
          trip_group_uuid: departure.uuid,
          class_id: options.classId,
          guest_count: 2,
          start_date: `${year}-01-01`,
          phone: '+255 700 000 000',
          email: `crash-${i}@example.test`,
          fname: 'Baraka',
          lname: 'Mollel',
          gender: options.genderId,
          country: options.countryId,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      const [row] = await db.select({ id: schema.bookings.id }).from(schema.bookings).where(eq(schema.bookings.reference, data.reference));
      bookings.push({ id: row!.id, digits: parseStructuredCommunication(data.payment.bank_transfer.communication)! });
    }
  } finally {
    await app.close();
    if (!onPostgres) await database.close();
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  await pgDatabase?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`statement import killed mid-way (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('records nothing of the statement after the crash, then all of it exactly once', { timeout: 180_000 }, async () => {
    const statement = statementOf(bookings);
    const parsing = performance.now();
    expect(parseCamt053(statement.xml).credits).toHaveLength(CREDITS);
    const parseMs = performance.now() - parsing;
    const nothing = await withDb(recorded);
    expect(nothing).toEqual({ statements: 0, lines: 0, matchedLines: 0, entries: 0, paidMinor: 0, receipts: 0, audit: 0 });
    const everything = {
      statements: 1,
      lines: CREDITS,
      matchedLines: statement.matching,
      entries: statement.matching,
      paidMinor: statement.matchingMinor,
      receipts: statement.matching,
      audit: statement.matching + 1,
    };

    // 1. The import starts; once it is seen half way through its transaction, the process is killed.
    const first = await startServer();
    const token = await signIn(first, 'statements@safari.example');
    let answer: Outcome | undefined;
    const importing = upload(first, token, statement.xml).then((outcome) => (answer = outcome));
    const seen = await midImport(first, () => answer, parseMs);
    first.child.kill('SIGKILL');
    await first.exited;
    await importing;
    expect(answer, `killed with ${seen}`).toMatchObject({ error: expect.any(String) });

    // 2. After the crash: nothing or everything, never a part; killed mid-transaction, nothing.
    const afterCrash = await withDb(recorded);
    expect([nothing, everything], `after the crash (${seen})`).toContainEqual(afterCrash);
    expect(afterCrash, `the kill landed mid-import (${seen}): nothing was committed`).toEqual(nothing);

    // 3. Restarted on the same database, the same file imports in full, then adds nothing.
    const second = await startServer();
    const full = await importOk(second, token, statement.xml);
    expect(full.data.counts).toMatchObject({
      credits: CREDITS,
      matched: statement.matching,
      unmatched: statement.unmatched,
      already_recorded: 0,
      skipped: 1,
    });
    expect(full.message).toBe(STATEMENT_MESSAGES.imported(statement.matching, statement.unmatched));
    const again = await importOk(second, token, statement.xml);
    expect(again.message).toBe(STATEMENT_MESSAGES.nothingNew);
    expect(again.data.counts).toMatchObject({ credits: CREDITS, matched: 0, unmatched: 0, already_recorded: CREDITS });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const afterImports = await withDb(async (db) => {
      const [row] = await db.select().from(schema.bankStatements);
      expect(row).toMatchObject({
        statementId: 'CRASH-2026-061',
        creditCount: CREDITS,
        matchedCount: statement.matching,
        unmatchedCount: statement.unmatched,
      });
      // Each booking got its own credits, each line recorded once.
      const [distinct] = await db.select({ n: countDistinct(schema.ledgerEntries.providerReference) }).from(schema.ledgerEntries);
      expect(distinct!.n).toBe(statement.matching);
      const perBooking = await db
        .select({ bookingId: schema.ledgerEntries.bookingId, n: count() })
        .from(schema.ledgerEntries)
        .groupBy(schema.ledgerEntries.bookingId);
      expect(perBooking.reduce((sum, r) => sum + r.n, 0)).toBe(statement.matching);
      expect(new Set(perBooking.map((r) => r.bookingId))).toEqual(new Set(bookings.map((b) => b.id)));
      return recorded(db);
    });
    expect(afterImports).toEqual(everything);
  });
});
