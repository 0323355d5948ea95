import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import type { GroupClimb } from '@safari/contracts/climbs';
import { trips } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDeparture } from '../../../test/factories/bookings';
import { createTrip } from '../../../test/factories/trips';

// A climb is a departure of a trip flagged as a Kilimanjaro climb
// (trips.is_kilimanjaro_climb), set by the seed and editable later, not a name that says so.

let t: TestApp;
const nextYear = Number(todayIn(DEFAULT_OPERATOR_TIME_ZONE).slice(0, 4)) + 1;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const climbs = async () => (await t.app.inject('/api/climbs')).json().data.climbs as GroupClimb[];
let address = 0;
const reserve = (uuid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/climbs/${uuid}/reserve`,
    payload: { name: 'Juma Mrema', email: 'juma@example.test', phone: '+255 754 000 000', seats: 1 },
    remoteAddress: `198.19.1.${(address += 1)}`,
  });

describe('which trips are Kilimanjaro climbs', () => {
  it('the seed flags the Kilimanjaro routes, not Mount Meru', async () => {
    const flagged = await t.database.db.select({ slug: trips.slug }).from(trips).where(eq(trips.isKilimanjaroClimb, true));
    expect(flagged.map((r) => r.slug).sort()).toEqual([
      '6-day-kilimanjaro-marangu-route',
      '6-day-kilimanjaro-rongai-route',
      '6-day-kilimanjaro-umbwe-route',
      '7-day-kilimanjaro-machame-route',
      '8-day-kilimanjaro-lemosho-route',
      '9-day-kilimanjaro-northern-circuit-route',
    ]);
  });

  it('follows the flag, whatever the name says', async () => {
    const named = await createTrip(t.database.db, { name: 'Kilimanjaro Foothills Coffee Tour' });
    const namedDeparture = await createDeparture(t.database.db, { tripId: named.id, startDate: `${nextYear}-05-05`, seats: 6 });
    const flagged = await createTrip(t.database.db, { name: '7-Day Shira Route', isKilimanjaroClimb: true });
    const flaggedDeparture = await createDeparture(t.database.db, {
      tripId: flagged.id,
      startDate: `${nextYear}-05-06`,
      seats: 6,
      pricePerPerson: 2500,
    });

    const listed = (await climbs()).map((c) => c.uuid);
    expect(listed).toContain(flaggedDeparture.uuid);
    expect(listed).not.toContain(namedDeparture.uuid);
    expect((await reserve(namedDeparture.uuid)).statusCode).toBe(404);
    expect((await reserve(flaggedDeparture.uuid)).json().data).toMatchObject({ seats: 1, seats_left: 5, total_price: 2500 });

    // Unflagged later (the back office may), its departures are no climbs any more.
    await t.database.db.update(trips).set({ isKilimanjaroClimb: false }).where(eq(trips.id, flagged.id));
    expect((await climbs()).map((c) => c.uuid)).not.toContain(flaggedDeparture.uuid);
    expect((await reserve(flaggedDeparture.uuid)).statusCode).toBe(404);
  });
});
