import { normaliseEmail } from '@safari/contracts/auth';
import { formatIsoDate, todayIn } from '@safari/contracts/calendar';
import { STATIC_BOOKING_VALIDATION } from '@safari/contracts/messages';
import { customPackageTotal, packageDaysAndNights, seasonForDate, staticTourTotal } from '@safari/contracts/tours';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import * as repo from './repository';

interface Deps {
  db: Db;
  timeZone: string;
  operatorEmail: string;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const seasonView = (s: { name: string; startMonthDay: string; endMonthDay: string; priceMultiplier: number }) => ({
  name: s.name,
  start_month_day: s.startMonthDay,
  end_month_day: s.endMonthDay,
  price_multiplier: s.priceMultiplier,
});

/**
 * SPEC §2 static-tour booking, priced again here with the same formula the page shows:
 * base × guests × the date's season multiplier, plus each chosen activity per guest.
 */
export async function bookTour(
  deps: Deps,
  input: { tour_id: string; travel_date: string; guests: number; activity_ids: number[]; name: string; email: string; phone: string },
  userId: number | null,
) {
  const m = STATIC_BOOKING_VALIDATION;
  const today = todayIn(deps.timeZone);
  if (input.travel_date < today) throw new HttpError(400, m.travelDatePast, { travel_date: m.travelDatePast });
  return deps.db.transaction(async (tx) => {
    const tour = await repo.findTourBySlug(tx, input.tour_id);
    if (!tour) throw new HttpError(404, m.invalidTour);
    const chosen = tour.activities.filter((a) => input.activity_ids.includes(a.id));
    if (chosen.length !== new Set(input.activity_ids).size) throw new HttpError(400, m.activity, { activity_ids: m.activity });
    const seasons = (await repo.listSeasons(tx)).map(seasonView);
    const season = seasonForDate(seasons, input.travel_date);
    const multiplier = season?.price_multiplier ?? 1;
    const total = staticTourTotal({ basePrice: tour.basePrice, guests: input.guests, multiplier, activityPrices: chosen.map((a) => a.pricePerGuest) });
    const tourUnit = Math.round(tour.basePrice * multiplier * 100) / 100;
    const lines = [
      { description: `${tour.title}, ${season?.name ?? 'Standard'} (×${multiplier}), per guest`, quantity: input.guests, unitPrice: tourUnit, amount: Math.round(tourUnit * input.guests * 100) / 100 },
      ...chosen.map((a) => ({ description: a.title, quantity: input.guests, unitPrice: a.pricePerGuest, amount: Math.round(a.pricePerGuest * input.guests * 100) / 100 })),
    ];
    const [first, ...rest] = input.name.trim().split(/\s+/);
    const email = normaliseEmail(input.email);
    const booking = await repo.insertTourBooking(
      tx,
      {
        tourId: tour.id,
        userId,
        guests: input.guests,
        startDate: input.travel_date,
        season: season?.name ?? 'Standard',
        totalPrice: total,
        firstName: first ?? input.name,
        lastName: rest.join(' '),
        email,
        phone: input.phone,
      },
      today.slice(0, 4),
      lines,
    );
    const facts: Array<[string, string]> = [
      ['Reference', booking.reference],
      ['Tour', tour.title],
      ['Travel date', formatIsoDate(input.travel_date)],
      ['Guests', String(input.guests)],
      ['Activities', chosen.map((a) => a.title).join(', ')],
      ['Season', season?.name ?? 'Standard'],
      ['Total', usd(total)],
    ];
    await enqueueEmail(tx, {
      kind: 'booking-traveller',
      to: email,
      ...renderEmail({
        subject: `Your booking ${booking.reference}: ${tour.title}`,
        greeting: `Hello ${input.name.trim()},`,
        paragraphs: ['Thank you for your booking. Our team will confirm it within 24 hours and arrange payment with you.'],
        facts,
      }),
    });
    await enqueueEmail(tx, {
      kind: 'booking-operator',
      to: deps.operatorEmail,
      ...renderEmail({ subject: `New tour booking ${booking.reference}: ${tour.title}`, paragraphs: ['A static-tour booking arrived through the website.'], facts: [...facts, ['Traveller', input.name.trim()], ['E-mail', email], ['Phone', input.phone]] }),
    });
    return { reference: booking.reference, tour_title: tour.title, travel_date: input.travel_date, guests: input.guests, season: season?.name ?? 'Standard', total_price: total };
  });
}

/** SPEC §2 custom package: stored as a request with price type 'pending', both sides e-mailed. */
export async function submitCustomPackage(deps: Deps, input: { email: string; guests: number; tour_ids: string[]; activity_ids: number[] }) {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findToursBySlugs(tx, [...new Set(input.tour_ids)]);
    if (found.length !== new Set(input.tour_ids).size) throw new HttpError(400, 'Some of the tours you chose are no longer offered. Please reload the page.');
    const activities = await repo.findActivities(tx, [...new Set(input.activity_ids)]);
    if (activities.length !== new Set(input.activity_ids).size || activities.some((a) => !found.some((t) => t.id === a.tourId))) {
      throw new HttpError(400, 'Some of the activities you chose do not belong to the chosen tours.');
    }
    const days = found.reduce((sum, t) => sum + packageDaysAndNights(t.duration).days, 0);
    const { nights } = packageDaysAndNights(`${days}`);
    const total = customPackageTotal({ tourPrices: found.map((t) => t.basePrice), activityPrices: activities.map((a) => a.pricePerGuest), guests: input.guests });
    const line = (kind: 'tour' | 'activity', id: number, title: string, unitPrice: number) => ({ kind, id, title, unitPrice, quantity: input.guests, amount: Math.round(unitPrice * input.guests * 100) / 100 });
    const email = normaliseEmail(input.email);
    const row = await repo.insertCustomPackage(
      tx,
      {
        email,
        guests: input.guests,
        items: [...found.map((t) => line('tour', t.id, t.title, t.basePrice)), ...activities.map((a) => line('activity', a.id, a.title, a.pricePerGuest))],
        days,
        nights,
        estimatedTotal: total,
      },
      todayIn(deps.timeZone).slice(0, 4),
    );
    const facts: Array<[string, string]> = [
      ['Reference', row.reference],
      ['Tours', found.map((t) => t.title).join(', ')],
      ['Activities', activities.map((a) => a.title).join(', ') || '—'],
      ['Guests', String(input.guests)],
      ['Days / nights', `${days} / ${nights}`],
      ['Estimated total', usd(total)],
    ];
    await enqueueEmail(tx, {
      kind: 'custom-package-traveller',
      to: email,
      ...renderEmail({ subject: `Your custom package ${row.reference}`, paragraphs: ['Thank you! We received your custom package and will send you a quote within 24 hours.'], facts }),
    });
    await enqueueEmail(tx, {
      kind: 'custom-package-operator',
      to: deps.operatorEmail,
      ...renderEmail({ subject: `New custom package ${row.reference} to quote`, paragraphs: [`From ${email}. Price type: pending.`], facts }),
    });
    return { uuid: row.uuid, reference: row.reference, days, nights, estimated_total: total, price_type: 'pending' as const };
  });
}

export async function loadTours(db: Db) {
  const [tours, seasons] = await Promise.all([repo.listTours(db), repo.listSeasons(db)]);
  return {
    tours: tours.map((t) => ({
      id: t.slug,
      title: t.title,
      description: t.description,
      base_price: t.basePrice,
      duration: t.duration,
      image_gallery: t.imageGallery,
      activities: t.activities.map((a) => ({ id: a.id, tour_id: t.id, title: a.title, price_per_guest: a.pricePerGuest })),
    })),
    seasons: seasons.map(seasonView),
  };
}
