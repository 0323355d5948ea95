import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import type { GroupClimb } from '@safari/contracts/climbs';
import { tripDepartures } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let climbs: GroupClimb[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  climbs = (await t.app.inject('/api/climbs')).json().data.climbs;
});
afterAll(() => t.close());

let address = 0;
const reserve = (uuid: string, seats: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${uuid}/reserve`,
    payload: { name: 'Juma Mrema', email: 'juma@example.test', phone: '+255 754 000 000', seats },
    remoteAddress: `198.19.0.${(address += 1)}`,
  });

describe('Kilimanjaro group climbs', () => {
  it('lists the four SPEC climbs as upcoming departures with their prices and spots', () => {
    const first = (route: string) => climbs.find((c) => c.route === route);
    expect(first('Lemosho')).toMatchObject({ duration_days: 8, price: 2800, seats_total: 4 });
    expect(first('Machame')).toMatchObject({ duration_days: 7, price: 2600, seats_total: 6 });
    expect(first('Marangu')).toMatchObject({ duration_days: 6, price: 2400, seats_total: 8 });
    expect(first('Northern Circuit')).toMatchObject({ duration_days: 9, price: 3200, seats_total: 5 });
    const starts = climbs.map((c) => c.start_date);
    expect(starts).toEqual([...starts].sort());
  });

  it('reserves spots without overbooking and says when the climb is full', async () => {
    const lemosho = climbs.find((c) => c.route === 'Lemosho')!;
    const first = await reserve(lemosho.uuid, 3);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ seats: 3, seats_left: 1, total_price: 8400, route: 'Lemosho' });
    const tooMany = await reserve(lemosho.uuid, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(BOOKING_TEXTS.seatsLeft(1));
    expect((await reserve(lemosho.uuid, 1)).statusCode).toBe(201);
    const full = await reserve(lemosho.uuid, 1);
    expect(full.json().message).toBe(BOOKING_TEXTS.soldOut);
    const [row] = await t.database.db.select().from(tripDepartures).where(eq(tripDepartures.uuid, lemosho.uuid));
    expect(row!.seatsLeft).toBe(0);
    expect((await t.app.inject('/api/climbs')).json().data.climbs.find((c: GroupClimb) => c.uuid === lemosho.uuid).seats_left).toBe(0);
  });
});
