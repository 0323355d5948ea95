import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@safari/contracts/admin-payments';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { parseStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import * as schema from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { camt053, lineReference, statementUpload } from '../../../../test/camt053';
import { bookingOptions, createDeparture } from '../../../../test/factories/bookings';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';
import { readEmails } from '../../../../test/mail';
import fs from 'node:fs';
import path from 'node:path';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let options: Awaited<ReturnType<typeof bookingOptions>>;
const nextYear = Number(todayIn(DEFAULT_OPERATOR_TIME_ZONE).slice(0, 4)) + 1;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
  options = await bookingOptions(t.database.db);
});
afterAll(() => t.close());

let n = 0;
/**
 * A booking made the way a traveller makes one (2 guests × 1,900 USD: a 1,140 USD deposit and a
 * 2,660 USD balance), with the structured communication its answer tells the traveller to quote.
 */
async function book(email = `payer-${n}@example.test`) {
  n += 1;
  const trip = await createTrip(t.database.db, { name: `Statement Safari ${n}` });
  const departure = await createDeparture(t.database.db, {
    tripId: trip.id,
    startDate: `${nextYear}-08-10`,
    seats: 8,
    pricePerPerson: 1900,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.40.0.${n}`,
    payload: {
      trip_uuid: trip.uuid,
      trip_group_uuid: departure.uuid,
      class_id: options.classId,
      guest_count: 2,
      start_date: `${nextYear}-01-01`,
      phone: '+255 700 000 000',
      email,
      fname: 'Baraka',
      lname: 'Mollel',
      gender: options.genderId,
      country: options.countryId,
    },
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  expect(data.payment).toMatchObject({ currency: 'USD', total_minor: 380_000, due_now_minor: 114_000 });
  const communication = data.payment.bank_transfer.communication as string;
  const uuid = (await admin('GET', `/api/admin/bookings?q=${data.reference}`)).json().data.items[0].uuid as string;
  return { reference: data.reference as string, uuid, communication, digits: parseStructuredCommunication(communication)!, email };
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const upload = (xml: string | Buffer) => {
  const request = statementUpload(xml);
  return t.app.inject({ ...request, headers: { ...request.headers, ...callers.operator.headers } });
};
const detail = async (uuid: string) => (await admin('GET', `/api/admin/bookings/${uuid}`)).json().data;
const db = () => t.database.db;
const recorded = async () => ({
  statements: (await db().select({ n: count() }).from(schema.bankStatements))[0]!.n,
  lines: (await db().select({ n: count() }).from(schema.bankStatementLines))[0]!.n,
  entries: (await db().select({ n: count() }).from(schema.ledgerEntries))[0]!.n,
  emails: (await db().select({ n: count() }).from(schema.outboxEmails))[0]!.n,
  audit: (await db().select({ n: count() }).from(schema.auditLog))[0]!.n,
});

describe('bank statement import', () => {
  it('records a credit quoting a booking’s communication as its deposit, keeps the rest for matching, and records nothing new the second time', async () => {
    const booking = await book('deposit@example.test');
    const paid = lineReference();
    const stranger = lineReference();
    const unknown = lineReference();
    const xml = camt053([
      { amount: '1140.00', structured: booking.digits, reference: paid, debtor: 'Baraka Mollel', bookedOn: '2026-03-01' },
      { amount: '250.00', text: 'Gift for the guides', reference: stranger, debtor: 'Hans Peeters' },
      // A valid communication no booking has.
      { amount: '99.00', text: '+++000/1234/56748+++', reference: unknown },
      { amount: '40.00', debit: true },
    ]);
    const res = await upload(xml);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(STATEMENT_MESSAGES.imported(1, 2));
    expect(body.data.counts).toEqual({ credits: 3, matched: 1, already_recorded: 0, unmatched: 2, partial: 0, over: 0, skipped: 1 });
    expect(body.data.statement).toMatchObject({ account_iban: 'BE71096123456769' });
    expect(body.data.lines).toEqual([
      expect.objectContaining({
        line_reference: paid,
        amount_minor: 114_000,
        currency: 'USD',
        booked_on: '2026-03-01',
        communication: booking.communication,
        debtor_name: 'Baraka Mollel',
        outcome: 'matched',
        booking_reference: booking.reference,
        partial: false,
        over: false,
      }),
      expect.objectContaining({ line_reference: stranger, outcome: 'unmatched', reason: 'no_communication', booking_reference: null }),
      expect.objectContaining({ line_reference: unknown, outcome: 'unmatched', reason: 'unknown_communication' }),
    ]);

    const after = await detail(booking.uuid);
    expect(after.status).toBe('deposit_paid');
    expect(after.payment).toMatchObject({ paid_minor: 114_000, due_now_minor: 266_000 });
    expect(after.ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount_minor: 114_000,
        currency: 'USD',
        method: 'bank_transfer',
        provider_reference: paid,
        received_on: '2026-03-01',
        recorded_by: null,
      }),
    ]);
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(['booking.payment']);
    await t.app.outbox.drain();
    expect(readEmails(t.app.config.DATA_DIR, booking.email).map((m) => m.subject)).toContain(
      `Payment received for booking ${booking.reference}`,
    );

    const before = await recorded();
    const again = await upload(xml);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(STATEMENT_MESSAGES.nothingNew);
    expect(again.json().data.counts).toEqual({
      credits: 3,
      matched: 0,
      already_recorded: 3,
      unmatched: 0,
      partial: 0,
      over: 0,
      skipped: 1,
    });
    expect(again.json().data.lines[0]).toMatchObject({ outcome: 'already_recorded', booking_reference: booking.reference });
    expect(again.json().data.statement.uuid).toBe(body.data.statement.uuid);
    expect(await recorded()).toEqual(before);
    expect((await detail(booking.uuid)).ledger).toHaveLength(1);

    // Another file (the next day's statement) repeating a line already imported: not recorded twice.
    const overlap = await upload(camt053([{ amount: '1140.00', structured: booking.digits, reference: paid }]));
    expect(overlap.json().data.counts).toMatchObject({ credits: 1, matched: 0, already_recorded: 1 });
    expect((await detail(booking.uuid)).ledger).toHaveLength(1);
  });

  it('flags partial and over-payments, and leaves a credit in another currency unmatched', async () => {
    const short = await book();
    const generous = await book();
    const euros = await book();
    const res = await upload(
      camt053([
        { amount: '500', text: `Deposit ${short.communication}` },
        { amount: '4000.00', structured: generous.digits },
        { amount: '1140.00', currency: 'EUR', structured: euros.digits },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts).toMatchObject({ credits: 3, matched: 2, unmatched: 1, partial: 1, over: 1 });
    expect(res.json().data.lines.map((l: { outcome: string; reason: string | null; partial: boolean; over: boolean }) => l)).toEqual([
      expect.objectContaining({ outcome: 'matched', booking_reference: short.reference, partial: true, over: false }),
      expect.objectContaining({ outcome: 'matched', booking_reference: generous.reference, partial: false, over: true }),
      expect.objectContaining({ outcome: 'unmatched', reason: 'currency', booking_reference: null }),
    ]);
    expect(await detail(short.uuid)).toMatchObject({ status: 'awaiting_deposit', payment: { paid_minor: 50_000 } });
    expect(await detail(generous.uuid)).toMatchObject({ status: 'paid_in_full', payment: { paid_minor: 400_000 } });
    expect(await detail(euros.uuid)).toMatchObject({ status: 'awaiting_deposit', ledger: [] });
  });

  it('records a deposit and the balance of one booking from one statement in order, and a bank reference twice in the file once', async () => {
    const payer = await book();
    const res = await upload(
      camt053([
        { amount: '1140.00', reference: 'TWICE-1', structured: payer.digits },
        { amount: '1140.00', reference: 'TWICE-1', structured: payer.digits },
        { amount: '2660.00', reference: 'TWICE-2', structured: payer.digits },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts).toMatchObject({ credits: 3, matched: 2, already_recorded: 1 });
    expect(
      res.json().data.lines.map((l: { outcome: string; booking_reference: string | null }) => [l.outcome, l.booking_reference]),
    ).toEqual([
      ['matched', payer.reference],
      ['already_recorded', payer.reference],
      ['matched', payer.reference],
    ]);
    expect(await detail(payer.uuid)).toMatchObject({ status: 'paid_in_full', payment: { paid_minor: 380_000 } });
    const audits = await db()
      .select({ before: schema.auditLog.before, after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'booking.payment'), eq(schema.auditLog.entityId, payer.uuid)))
      .orderBy(asc(schema.auditLog.id));
    expect(audits.map((a) => [(a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      ['awaiting_deposit', 'deposit_paid'],
      ['deposit_paid', 'paid_in_full'],
    ]);
  });

  it('lists an unmatched credit, records it for the booking staff name (once), and audits it', async () => {
    const booking = await book();
    const reference = lineReference();
    await upload(camt053([{ amount: '1140.00', text: 'Safari Mollel family', debtor: 'Wanjiru Kamau', reference }]));

    const list = await admin('GET', '/api/admin/payments/unmatched?q=wanjiru');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, limit: 25, offset: 0 });
    const line = list.json().data.items[0];
    expect(line).toMatchObject({ line_reference: reference, amount_minor: 114_000, currency: 'USD', debtor_name: 'Wanjiru Kamau' });

    const match = (bookingReference: string, uuid = line.uuid) =>
      admin('POST', `/api/admin/payments/unmatched/${uuid}/match`, { booking_reference: bookingReference });
    const unknown = await match('ST-NOPE-1');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ booking_reference: STATEMENT_MESSAGES.bookingNotFound });
    expect((await match(booking.reference, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const res = await match(booking.reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: STATEMENT_MESSAGES.matched,
      data: {
        line: { uuid: line.uuid, status: 'matched' },
        booking: { uuid: booking.uuid, reference: booking.reference, status: 'deposit_paid', paid_minor: 114_000, total_minor: 380_000 },
        partial: false,
        over: false,
      },
    });
    const again = await match(booking.communication);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STATEMENT_MESSAGES.lineMatched);

    const after = await detail(booking.uuid);
    expect(after.ledger).toEqual([
      expect.objectContaining({ provider_reference: reference, method: 'bank_transfer', recorded_by: callers.operator.user.name }),
    ]);
    expect(after.history).toEqual([
      expect.objectContaining({ action: 'booking.payment', actor: expect.objectContaining({ uuid: callers.operator.user.uuid }) }),
    ]);
    expect((await admin('GET', '/api/admin/payments/unmatched?q=wanjiru')).json().data.total).toBe(0);
  });

  it('matches by the structured communication too, and refuses a booking paid in another currency', async () => {
    const booking = await book();
    await upload(camt053([{ amount: '1140.00', currency: 'EUR', text: 'paid in euros', debtor: 'Euro Payer' }]));
    await upload(camt053([{ amount: '300.00', text: 'part of it', debtor: 'Comm Payer' }]));
    const uuidOf = async (q: string) => (await admin('GET', `/api/admin/payments/unmatched?q=${q}`)).json().data.items[0].uuid;
    const euro = await admin('POST', `/api/admin/payments/unmatched/${await uuidOf('Euro%20Payer')}/match`, {
      booking_reference: booking.reference,
    });
    expect(euro.statusCode).toBe(409);
    expect(euro.json().message).toBe('This booking is paid in USD.');
    const res = await admin('POST', `/api/admin/payments/unmatched/${await uuidOf('Comm%20Payer')}/match`, {
      booking_reference: booking.communication,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ booking: { reference: booking.reference, status: 'awaiting_deposit' }, partial: true });
  });
});

describe('statements refused', () => {
  const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../../test/fixtures', name));

  it.each([
    ['a billion-laughs DOCTYPE', () => fixture('camt053-billion-laughs.xml'), 400, STATEMENT_MESSAGES.declarations],
    ['an external SYSTEM entity', () => fixture('camt053-external-entity.xml'), 400, STATEMENT_MESSAGES.declarations],
    ['malformed XML', () => Buffer.from('<Document><BkToCstmrStmt><Stmt></Document>'), 400, /^The file is not well-formed XML/],
    ['another camt message', () => fixture('camt052-report.xml'), 400, STATEMENT_MESSAGES.notCamt053],
    ['a statement without credits', () => fixture('camt053-debits-only.xml'), 422, STATEMENT_MESSAGES.noCredits],
    [
      'another account',
      () => Buffer.from(camt053([{ amount: '5.00' }], { iban: 'BE68539007547034' })),
      422,
      STATEMENT_MESSAGES.otherAccount('BE68539007547034'),
    ],
    ['not UTF-8', () => Buffer.from([0x3c, 0x44, 0xff, 0xfe, 0x3e]), 400, STATEMENT_MESSAGES.notUtf8],
    ['an empty file', () => Buffer.alloc(0), 400, STATEMENT_MESSAGES.fileMissing],
  ])('%s: refused with a clear message, nothing recorded', async (_name, file, status, message) => {
    const before = await recorded();
    const res = await upload(file());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.json().errors).toEqual({ file: res.json().message });
    expect(await recorded()).toEqual(before);
  });

  it('a file over 10 MB: 413, nothing recorded', async () => {
    const before = await recorded();
    const padding = `<!-- ${'x'.repeat(STATEMENT_MAX_BYTES)} -->`;
    const res = await upload(camt053([{ amount: '5.00' }]).replace('<BkToCstmrStmt>', `${padding}<BkToCstmrStmt>`));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(STATEMENT_MESSAGES.tooLarge);
    expect(await recorded()).toEqual(before);
  });

  it('a request without the file: 400 or 415', async () => {
    const json = await admin('POST', '/api/admin/payments/bank-statements', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(STATEMENT_MESSAGES.fileMissing);
  });

  it('is all or nothing: a line failing mid-way records nothing of the statement', async () => {
    const first = await book();
    const second = await book();
    // A constraint only this test has: the ledger refuses an amount of 42.42.
    await db().execute(sql`alter table ledger_entries add constraint test_refuse_4242 check (amount_minor <> 4242)`);
    const before = await recorded();
    const xml = camt053([
      { amount: '1140.00', structured: first.digits },
      { amount: '42.42', structured: second.digits },
    ]);
    try {
      const res = await upload(xml);
      expect(res.statusCode).toBe(500);
      expect(await recorded()).toEqual(before);
      expect(await detail(first.uuid)).toMatchObject({ status: 'awaiting_deposit', ledger: [] });
    } finally {
      await db().execute(sql`alter table ledger_entries drop constraint test_refuse_4242`);
    }
    // Nothing was claimed: the same file imports in full once the failure is gone.
    const res = await upload(xml);
    expect(res.json().data.counts).toMatchObject({ matched: 2, already_recorded: 0 });
    const lines = await db().select().from(schema.bankStatementLines).where(eq(schema.bankStatementLines.amountMinor, 4242));
    expect(lines).toHaveLength(1);
  });
});
