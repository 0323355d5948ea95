import { todayIn } from '@safari/contracts/calendar';
import type { GroupClimb } from '@safari/contracts/climbs';
import type { Db } from '../../db/client';
import { routeName } from '../bookings/climb-pricing';
import { upcomingClimbs, type ClimbRow } from './repository';

const view = (c: ClimbRow): GroupClimb => ({
  uuid: c.departureUuid,
  trip_uuid: c.tripUuid,
  route: routeName(c.tripName),
  trip_name: c.tripName,
  start_date: c.startDate,
  duration_days: c.durationDays,
  seats_total: c.seatsTotal,
  seats_left: c.seatsLeft,
  price: c.price ?? c.basePrice,
});

/** GET /climbs: the upcoming Kilimanjaro group climbs with the spots left. */
export async function listClimbs(db: Db, timeZone: string): Promise<GroupClimb[]> {
  return (await upcomingClimbs(db, todayIn(timeZone))).map(view);
}
