import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { parseStructuredCommunication } from '@safari/contracts/payments/bank-transfer';
import { PAYMENT_TEXTS } from '@safari/contracts/payments/texts';
import { bookingInstalments, bookings, paymentTerms } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions, createDeparture } from '../../../test/factories/bookings';
import { createCurrency } from '../../../test/factories/currencies';
import { createTrip } from '../../../test/factories/trips';
import { readEmails } from '../../../test/mail';
import { epcPayload } from '../payments/epc-qr';

// What a new booking owes and how the traveller is told to pay it: the schedule from the
// trip's terms (else the site's), in the booked currency's minor units, the structured
// communication, and the EPC QR code for a euro amount, in the answer and the e-mail.

let t: TestApp;
let trip: { uuid: string; id: number };
let options: Awaited<ReturnType<typeof bookingOptions>>;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);

beforeAll(async () => {
  t = await createTestApp();
  trip = await createTrip(t.database.db, { name: 'Ngorongoro Rim', prices: { 2: 2000, 4: 1800, 6: 1600 }, maxGuests: 12 });
  options = await bookingOptions(t.database.db);
  await createCurrency(t.database.db, { code: 'EUR', fallbackRate: 0.92, liveRate: 0.9 });
  await createCurrency(t.database.db, { code: 'TZS', fallbackRate: 2580 });
});
afterAll(() => t.close());

let n = 0;
async function book(startDate: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  const email = `payer-${n}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.77.0.${n}`,
    payload: {
      trip_uuid: trip.uuid,
      trip_group_uuid: '',
      class_id: options.classId,
      guest_count: 2,
      start_date: startDate,
      phone: '+32 470 12 34 56',
      email,
      fname: 'Lotte',
      lname: 'Peeters',
      gender: options.genderId,
      country: options.countryId,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { data: res.json().data, email };
}

describe('a new booking’s payment', () => {
  it('asks 30 % now and the balance 60 days before departure, in euros at the booked rate, with the account, communication and QR code', async () => {
    const start = addDays(today, 200);
    const { data, email } = await book(start, { currency: 'EUR' });
    // 2 guests × $2,000 at 0.9 EUR per USD = €3,600.00.
    expect(data.payment).toMatchObject({
      currency: 'EUR',
      total_minor: 360_000,
      paid_minor: 0,
      due_now_minor: 108_000,
      next_due_date: today,
      schedule: [
        { kind: 'deposit', amount_minor: 108_000, due_date: today },
        { kind: 'balance', amount_minor: 252_000, due_date: addDays(start, -60) },
      ],
      bank_transfer: { account_holder: 'Safari Tanzania SRL (demo account)', iban: 'BE71 0961 2345 6769', bic: 'GKCCBEBB' },
    });
    const communication: string = data.payment.bank_transfer.communication;
    expect(communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    const digits = parseStructuredCommunication(communication)!;
    // Numbered like the reference: ST-2026-000123 pays with +++000/0000/123xx+++.
    expect(Number(digits.slice(0, 10))).toBe(Number(data.reference.split('-')[2]));
    expect(data.payment.bank_transfer.qr_code).toMatch(/^data:image\/png;base64,/);

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.reference, data.reference));
    expect(row).toMatchObject({ currencyCode: 'EUR', totalMinor: 360_000, paymentReference: digits, status: 'awaiting_deposit' });
    const instalments = await t.database.db.select().from(bookingInstalments).where(eq(bookingInstalments.bookingId, row!.id));
    expect(instalments.map((i) => [i.kind, i.amountMinor])).toEqual([
      ['deposit', 108_000],
      ['balance', 252_000],
    ]);

    await t.app.outbox.drain();
    const [mail] = readEmails(t.app.config.DATA_DIR, email);
    expect(mail!.source).toContain(PAYMENT_TEXTS.heading);
    expect(mail!.source).toMatch(/please pay \S+1,080\.00 by/);
    expect(mail!.source).toContain('BE71 0961 2345 6769');
    expect(mail!.source).toContain(communication);
    expect(mail!.source).not.toContain('coming soon');
    // The QR code travels as an inline image the HTML shows by its content id.
    expect(mail!.source).toMatch(/Content-Type: image\/png; name=pay-by-transfer-qr\.png/);
    expect(mail!.source).toContain('src="cid:epc-qr@safari-tanzania"');
  });

  it('asks the full amount at once inside the balance window', async () => {
    const start = addDays(today, 30);
    const { data } = await book(start);
    const total = Math.round(data.total_price * 100);
    expect(data.payment).toMatchObject({
      currency: 'USD',
      total_minor: total,
      due_now_minor: total,
      schedule: [{ kind: 'full', amount_minor: total, due_date: today }],
    });
    // A dollar amount: the account and communication, but no EPC QR code (euros only).
    expect(data.payment.bank_transfer.qr_code).toBeNull();
  });

  it('follows a trip’s own terms over the site’s', async () => {
    await t.database.db.insert(paymentTerms).values({ tripId: trip.id, depositPercent: 50, balanceDaysBefore: 30 });
    try {
      const start = addDays(today, 45);
      const { data } = await book(start);
      expect(data.payment.schedule).toEqual([
        { kind: 'deposit', amount_minor: 200_000, due_date: today },
        { kind: 'balance', amount_minor: 200_000, due_date: addDays(start, -30) },
      ]);
    } finally {
      await t.database.db.delete(paymentTerms).where(eq(paymentTerms.tripId, trip.id));
    }
  });

  it('offers no transfer for a booking in shillings, and says how to pay instead', async () => {
    const { data, email } = await book(addDays(today, 200), { currency: 'TZS' });
    expect(data.payment).toMatchObject({ currency: 'TZS', total_minor: 4000 * 2580 * 100, bank_transfer: null });
    await t.app.outbox.drain();
    expect(readEmails(t.app.config.DATA_DIR, email)[0]!.source).toContain(PAYMENT_TEXTS.noTransfer);
  });

  it('writes the EPC069-12 payload banking apps read', () => {
    expect(
      epcPayload({
        bic: 'GKCCBEBB',
        holder: 'Safari Tanzania SRL',
        iban: 'BE71096123456769',
        amountMinor: 108_000,
        communication: '+++000/0000/10199+++',
      }),
    ).toBe(
      ['BCD', '002', '1', 'SCT', 'GKCCBEBB', 'Safari Tanzania SRL', 'BE71096123456769', 'EUR1080.00', '', '', '+++000/0000/10199+++'].join(
        '\n',
      ),
    );
  });
});

describe('a departure’s booking', () => {
  it('is numbered once even when two requests race for the last seats (the refused one leaves a gap, never a duplicate)', async () => {
    const departure = await createDeparture(t.database.db, {
      tripId: trip.id,
      startDate: addDays(today, 120),
      seats: 2,
      pricePerPerson: 1000,
    });
    const results = await Promise.all(
      [1, 2].map((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/save_booking',
          remoteAddress: `10.78.0.${i}`,
          payload: {
            trip_uuid: trip.uuid,
            trip_group_uuid: departure.uuid,
            class_id: options.classId,
            guest_count: 2,
            start_date: addDays(today, 120),
            phone: '+32 470 12 34 56',
            email: `race-${i}@example.test`,
            fname: 'Race',
            lname: String(i),
            gender: options.genderId,
            country: options.countryId,
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
