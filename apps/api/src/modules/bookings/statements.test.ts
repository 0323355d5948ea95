import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions, createDeparture } from '../../../test/factories/bookings';
import { createTour } from '../../../test/factories/tours';
import { createTrip } from '../../../test/factories/trips';
import { countStatements, type StatementCounter } from '../../../test/statement-counter';

// A booking costs what it must: the SQL statements one booking request sends,
// counted at the driver (BEGIN and COMMIT included) on PGlite and on PostgreSQL alike. Each kind
// finds and prices what it books in one query, takes seats in one conditional UPDATE and writes
// the booking, its lines and its two e-mails in one statement (a transaction only when seats or
// an idempotency key make two writes), so the count does not grow with the guests, the
// activities or the budget rows (no N+1). Before the merge:
// 12 for a package on its own date, 16 on a departure with a key, 10 sold out, 9 for a static
// tour, 8 for a climb, 7 for a custom package.

let t: TestApp;
let counter: StatementCounter;
let options: Awaited<ReturnType<typeof bookingOptions>>;
const nextYear = Number(todayIn(DEFAULT_OPERATOR_TIME_ZONE).slice(0, 4)) + 1;

beforeAll(async () => {
  t = await createTestApp();
  counter = countStatements(t.database);
  options = await bookingOptions(t.database.db);
  // Counted without the outbox: its drain is the worker's work, after the request (and coalesced).
  vi.spyOn(t.app.outbox, 'kick').mockImplementation(() => undefined);
});
afterAll(() => t.close());

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.40.0.${(address += 1)}` });

/** The statements of one request, which must answer `status`. */
async function statementsOf(request: () => ReturnType<typeof post>, status = 201) {
  let answered = 0;
  const statements = await counter.during(async () => {
    const res = await request();
    answered = res.statusCode;
    if (res.statusCode !== status) console.error(res.body);
  });
  expect(answered).toBe(status);
  return statements;
}

const packageForm = (tripUuid: string, departureUuid: string, guests: number) => ({
  trip_uuid: tripUuid,
  trip_group_uuid: departureUuid,
  class_id: options.classId,
  guest_count: guests,
  start_date: `${nextYear}-03-10`,
  phone: '+255 700 000 000',
  email: 'counted@example.test',
  fname: 'Neema',
  lname: 'Kweka',
  gender: options.genderId,
  country: options.countryId,
});

describe('SQL statements per booking', () => {
  it('a package on a date of its own: 2 (the quote; the booking with its lines and e-mails), whatever the party', async () => {
    const trip = await createTrip(t.database.db, { maxGuests: 20 });
    for (const guests of [2, 7]) {
      const statements = await statementsOf(() => post('/api/save_booking', packageForm(trip.uuid, '', guests)));
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
    }
  });

  it('a package on a departure with an Idempotency-Key: 6 (BEGIN, key claimed, quote, seats, booking with its answer kept, COMMIT); its replay 4', async () => {
    const trip = await createTrip(t.database.db, { maxGuests: 20 });
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-09-12`, seats: 10 });
    const statements = await statementsOf(() =>
      post('/api/save_booking', packageForm(trip.uuid, departure.uuid, 3), { 'idempotency-key': `count-${departure.uuid}` }),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(6);
    // The replay reads the stored answer: no seats, no booking, no e-mail.
    const replay = await statementsOf(() =>
      post('/api/save_booking', packageForm(trip.uuid, departure.uuid, 3), { 'idempotency-key': `count-${departure.uuid}` }),
    );
    expect(replay.length, replay.join('\n')).toBeLessThanOrEqual(4);
  });

  it('a sold-out departure: 5 (the seats left read again for the message), and nothing written', async () => {
    const trip = await createTrip(t.database.db, { maxGuests: 20 });
    const departure = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-10-02`, seats: 1 });
    const statements = await statementsOf(() => post('/api/save_booking', packageForm(trip.uuid, departure.uuid, 2)), 409);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);
    expect(statements.some((s) => /^insert/i.test(s))).toBe(false);
  });

  it('a static tour: 2, however many activities', async () => {
    const tour = await createTour(t.database.db, { activityPrices: [10, 20, 30, 40, 50, 60] });
    const statements = await statementsOf(() =>
      post('/api/book-tour', {
        tour_id: tour.slug,
        travel_date: `${nextYear}-05-01`,
        guests: 4,
        activity_ids: tour.activities.map((a) => a.id),
        name: 'Lotte De Smet',
        email: 'lotte@example.test',
        phone: '+32 470 00 00 00',
      }),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('a Kilimanjaro climb reservation: 5 (BEGIN, quote, seats, booking, COMMIT)', async () => {
    const trip = await createTrip(t.database.db, { name: '7-Day Kilimanjaro Machame Route', isKilimanjaroClimb: true, maxGuests: 20 });
    const climb = await createDeparture(t.database.db, { tripId: trip.id, startDate: `${nextYear}-08-02`, seats: 8, pricePerPerson: 2600 });
    const statements = await statementsOf(() =>
      post(`/api/climbs/${climb.uuid}/reserve`, { name: 'Juma Mrema', email: 'juma@example.test', phone: '+255 754 000 000', seats: 3 }),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);
  });

  it('a custom package: 2, however many tours and activities', async () => {
    const tours = await Promise.all([createTour(t.database.db), createTour(t.database.db), createTour(t.database.db)]);
    const statements = await statementsOf(() =>
      post('/api/custom-package', {
        email: 'group@example.test',
        guests: 3,
        tour_ids: tours.map((x) => x.slug),
        activity_ids: tours.flatMap((x) => x.activities.map((a) => a.id)),
      }),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });
});
