import type { AdminDashboard } from '@safari/contracts/admin';
import type { Db } from '../../../db/client';
import { countDashboard, monthBounds } from './repository';

/** What needs the operator today; the month is the operator's calendar month. */
export async function loadDashboard(db: Db, today: string, timeZone: string): Promise<AdminDashboard> {
  const { waiting, month, filling, mail, testimonials, ratings } = await countDashboard(db, today, timeZone);
  return {
    inquiries: { waiting: waiting?.waiting ?? 0, overdue: waiting?.overdue ?? 0 },
    bookings_this_month: { month: monthBounds(today).start.slice(0, 7), count: month?.count ?? 0, value_usd: Number(month?.value ?? 0) },
    departures_filling_up: filling.map((f) => ({
      uuid: f.departure.uuid,
      trip_uuid: f.tripUuid,
      trip_name: f.tripName,
      start_date: f.departure.startDate,
      seats_total: f.departure.seatsTotal,
      seats_left: f.departure.seatsLeft,
    })),
    emails: { failed: mail?.failed ?? 0, retrying: mail?.retrying ?? 0 },
    moderation: { testimonials, ratings },
  };
}
