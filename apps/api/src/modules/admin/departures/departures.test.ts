import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTURE_ADMIN_MESSAGES } from '@safari/contracts/admin-bookings';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bookingOptions } from '../../../../test/factories/bookings';
import { createCallers } from '../../../../test/factories/staff';
import { createTrip } from '../../../../test/factories/trips';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let options: Awaited<ReturnType<typeof bookingOptions>>;
const today = todayIn(DEFAULT_OPERATOR_TIME_ZONE);
const nextYear = Number(today.slice(0, 4)) + 1;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
  options = await bookingOptions(t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
let n = 0;
const book = (tripUuid: string, departureUuid: string, guests: number, names: { fname?: string; lname?: string } = {}) => {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/save_booking',
    remoteAddress: `10.40.0.${n}`,
    payload: {
      trip_uuid: tripUuid,
      trip_group_uuid: departureUuid,
      class_id: options.classId,
      guest_count: guests,
      start_date: `${nextYear}-01-01`,
      phone: '+255 700 000 000',
      email: `passenger-${n}@example.test`,
      fname: names.fname ?? 'Neema',
      lname: names.lname ?? 'Kimaro',
      gender: options.genderId,
      country: options.countryId,
    },
  });
};

describe('departures in the back office', () => {
  it('opens a departure that travellers can book at once; seats sold and left follow each booking', async () => {
    const trip = await createTrip(t.database.db, { name: 'Lemosho Group Climb' });
    const opened = await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, {
      start_date: `${nextYear}-07-14`,
      seats_total: 10,
      price_per_person: 2450,
    });
    expect(opened.statusCode).toBe(201);
    const departure = opened.json().data;
    expect(departure).toMatchObject({
      trip_uuid: trip.uuid,
      seats_total: 10,
      seats_left: 10,
      seats_sold: 0,
      status: 'scheduled',
      price_per_person: 2450,
    });

    expect((await book(trip.uuid, departure.uuid, 3)).statusCode).toBe(201);
    expect((await book(trip.uuid, departure.uuid, 2)).statusCode).toBe(201);
    const list = (await admin('GET', `/api/admin/trips/${trip.uuid}/departures`)).json().data;
    expect(list).toMatchObject({ total: 1, items: [{ uuid: departure.uuid, seats_sold: 5, seats_left: 5 }] });
  });

  it('refuses a date that has passed and a second departure on the same date', async () => {
    const trip = await createTrip(t.database.db);
    const past = await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, { start_date: today, seats_total: 4 });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(DEPARTURE_ADMIN_MESSAGES.datePast);
    const date = addDays(today, 30);
    expect((await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, { start_date: date, seats_total: 4 })).statusCode).toBe(201);
    const twice = await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, { start_date: date, seats_total: 6 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DEPARTURE_ADMIN_MESSAGES.dateTaken);
  });

  it('changes seats without losing those sold, keeps a booked date, and closes and reopens sales', async () => {
    const trip = await createTrip(t.database.db);
    const departure = (
      await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, { start_date: `${nextYear}-08-20`, seats_total: 6 })
    ).json().data;
    await book(trip.uuid, departure.uuid, 4);

    const grown = await admin('PATCH', `/api/admin/departures/${departure.uuid}`, { seats_total: 12 });
    expect(grown.json().data).toMatchObject({ seats_total: 12, seats_sold: 4, seats_left: 8 });
    const shrunk = await admin('PATCH', `/api/admin/departures/${departure.uuid}`, { seats_total: 3 });
    expect(shrunk.statusCode).toBe(422);
    expect(shrunk.json().message).toBe(DEPARTURE_ADMIN_MESSAGES.seatsBelowSold(4));
    const moved = await admin('PATCH', `/api/admin/departures/${departure.uuid}`, { start_date: `${nextYear}-08-21` });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(DEPARTURE_ADMIN_MESSAGES.dateWithBookings);

    expect((await admin('PATCH', `/api/admin/departures/${departure.uuid}`, { status: 'closed' })).json().data.status).toBe('closed');
    expect((await t.app.inject(`/api/trips/${trip.uuid}/departures`)).json().data.departures).toEqual([]);
    expect((await book(trip.uuid, departure.uuid, 2)).statusCode).toBe(404);
    await admin('PATCH', `/api/admin/departures/${departure.uuid}`, { status: 'scheduled' });
    expect((await book(trip.uuid, departure.uuid, 2)).statusCode).toBe(201);
  });

  it('exports the passenger list as CSV with formula-like cells escaped', async () => {
    const trip = await createTrip(t.database.db, { name: 'Machame Climb' });
    const departure = (
      await admin('POST', `/api/admin/trips/${trip.uuid}/departures`, { start_date: `${nextYear}-09-09`, seats_total: 10 })
    ).json().data;
    await book(trip.uuid, departure.uuid, 2, { fname: '=HYPERLINK("http://evil.example","x")', lname: '@SUM(A1:A2)' });
    await book(trip.uuid, departure.uuid, 3, { fname: 'Élise', lname: 'Van, der "Berg"' });

    const res = await admin('GET', `/api/admin/departures/${departure.uuid}/passengers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="passengers-Machame-Climb-${nextYear}-09-09.csv"`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Reference,First name,Last name,E-mail,Phone,Country,Guests,Class,Status,Note,Booked at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(A1:A2),`);
    expect(lines[1]).toContain(",'+255 700 000 000,");
    expect(lines[2]).toContain(',Élise,"Van, der ""Berg""",');
  });
});
