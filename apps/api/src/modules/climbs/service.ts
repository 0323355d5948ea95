import { normaliseEmail } from '@safari/contracts/auth';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { formatIsoDate, todayIn } from '@safari/contracts/calendar';
import type { GroupClimb } from '@safari/contracts/climbs';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { insertBooking, takeSeats } from '../bookings/repository';
import { enqueueEmail } from '../outbox/repository';
import { routeName, upcomingClimbs, type ClimbRow } from './repository';

const view = (c: ClimbRow): GroupClimb => ({
  uuid: c.uuid,
  trip_uuid: c.tripUuid,
  route: routeName(c.tripName),
  trip_name: c.tripName,
  start_date: c.startDate,
  duration_days: c.durationDays,
  seats_total: c.seatsTotal,
  seats_left: c.seatsLeft,
  price: c.price ?? c.basePrice,
});

export async function listClimbs(db: Db, timeZone: string): Promise<GroupClimb[]> {
  return (await upcomingClimbs(db, todayIn(timeZone))).map(view);
}

/**
 * 'Reserve Spot' (GUIDE decision 4): seats are taken by the same conditional UPDATE as any
 * departure booking, so a climb is never overbooked; the reservation is a booking of the climb.
 */
export async function reserveClimb(
  deps: { db: Db; timeZone: string; operatorEmail: string },
  departureUuid: string,
  input: { name: string; email: string; phone: string; seats: number },
  userId: number | null,
) {
  const today = todayIn(deps.timeZone);
  return deps.db.transaction(async (tx) => {
    const climb = (await upcomingClimbs(tx, today)).find((c) => c.uuid === departureUuid);
    if (!climb) throw new HttpError(404, 'This climb is no longer scheduled. Please choose another date.');
    const taken = await takeSeats(tx, climb.id, input.seats);
    if (!taken) throw new HttpError(409, climb.seatsLeft === 0 ? BOOKING_TEXTS.soldOut : BOOKING_TEXTS.seatsLeft(climb.seatsLeft));
    const price = climb.price ?? climb.basePrice;
    const total = Math.round(price * input.seats * 100) / 100;
    const [first, ...rest] = input.name.trim().split(/\s+/);
    const email = normaliseEmail(input.email);
    const route = routeName(climb.tripName);
    const booking = await insertBooking(
      tx,
      {
        tripId: climb.tripId,
        departureId: climb.id,
        userId,
        guests: input.seats,
        startDate: climb.startDate,
        season: 'Group climb',
        totalPrice: total,
        firstName: first ?? input.name,
        lastName: rest.join(' '),
        email,
        phone: input.phone,
      },
      today.slice(0, 4),
      [{ description: `${route} group climb, per climber`, quantity: input.seats, unitPrice: price, amount: total }],
    );
    const facts: Array<[string, string]> = [
      ['Reference', booking.reference],
      ['Climb', `${route} route, ${climb.durationDays} days`],
      ['Start date', formatIsoDate(climb.startDate)],
      ['Spots', String(input.seats)],
      ['Total', `$${total.toFixed(2)}`],
    ];
    await enqueueEmail(tx, {
      kind: 'climb-traveller',
      to: email,
      ...renderEmail({ subject: `Your spot on the ${route} climb: ${booking.reference}`, greeting: `Hello ${input.name.trim()},`, paragraphs: ['Your spot is reserved. Our mountain team will contact you within 24 hours about payment and preparation.'], facts }),
    });
    await enqueueEmail(tx, {
      kind: 'climb-operator',
      to: deps.operatorEmail,
      ...renderEmail({ subject: `Climb reservation ${booking.reference}: ${route}, ${input.seats} spot(s)`, paragraphs: [`${taken.seatsLeft} spot(s) left on this climb.`], facts: [...facts, ['Climber', input.name.trim()], ['E-mail', email], ['Phone', input.phone]] }),
    });
    return { reference: booking.reference, route, start_date: climb.startDate, seats: input.seats, seats_left: taken.seatsLeft, total_price: total };
  });
}
