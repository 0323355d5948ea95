import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { isIsoDate } from './calendar';
import { ACCOUNT_MESSAGES, STATIC_BOOKING_VALIDATION } from './messages';
import { roundToCents } from './pricing';
import { paymentInstructionsSchema } from './payments/instructions';

// Static tours, their activities and season windows, and the formulas of the static-tour booking
// and the custom package (docs/product.md#static-tours). The formulas live here once: the page
// shows the total the server will charge, and the server computes it again.

export interface TourSeason {
  name: string;
  /** 'MM-DD', inclusive; a window may wrap the year end ('12-20' to '01-05'). */
  start_month_day: string;
  end_month_day: string;
  price_multiplier: number;
}

const inWindow = (monthDay: string, start: string, end: string) =>
  start <= end ? monthDay >= start && monthDay <= end : monthDay >= start || monthDay <= end;

/** The season whose range contains the date, otherwise the first season. */
export function seasonForDate<T extends TourSeason>(seasons: T[], isoDate: string): T | undefined {
  const monthDay = isoDate.slice(5, 10);
  return seasons.find((s) => inWindow(monthDay, s.start_month_day, s.end_month_day)) ?? seasons[0];
}

/** base_price × guests × season multiplier + Σ price_per_guest × guests. */
export function staticTourTotal(input: { basePrice: number; guests: number; multiplier: number; activityPrices: number[] }): number {
  const activities = input.activityPrices.reduce((sum, price) => sum + price * input.guests, 0);
  return roundToCents(input.basePrice * input.guests * input.multiplier + activities);
}

/** Custom package: days are the digits of the duration, nights days − 1 (at least 1). */
export function packageDaysAndNights(duration: string): { days: number; nights: number } {
  const days = Number(duration.replace(/\D/g, '')) || 1;
  return { days, nights: Math.max(1, days - 1) };
}

/** Custom package total: tour base_price × guests + Σ activity price_per_guest × guests. */
export function customPackageTotal(input: { tourPrices: number[]; activityPrices: number[]; guests: number }): number {
  const sum = (prices: number[]) => prices.reduce((total, price) => total + price * input.guests, 0);
  return roundToCents(sum(input.tourPrices) + sum(input.activityPrices));
}

const tourActivitySchema = z.object({ id: z.number().int(), tour_id: z.number().int(), title: z.string(), price_per_guest: z.number() });
const tourSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  base_price: z.number(),
  duration: z.string(),
  image_gallery: z.array(z.string()),
  activities: z.array(tourActivitySchema),
});
export type Tour = z.infer<typeof tourSchema>;
const tourSeasonSchema = z.object({
  name: z.string(),
  start_month_day: z.string(),
  end_month_day: z.string(),
  price_multiplier: z.number(),
});
export const toursData = z.object({ tours: z.array(tourSchema), seasons: z.array(tourSeasonSchema) });
export type ToursData = z.infer<typeof toursData>;

const m = STATIC_BOOKING_VALIDATION;
/** The contact details a real booking adds to the original page, checked on both sides. */
export const TOUR_CONTACT_TEXTS = { name: 'Please enter your name.', phone: 'Please enter a valid phone number' } as const;
const contact = {
  name: z.string().trim().min(1, TOUR_CONTACT_TEXTS.name).max(200),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormat),
  phone: z.string().trim().min(7, TOUR_CONTACT_TEXTS.phone).max(40),
};

/**
 * /book/{tourId}. The original page asked no contact details (it only alerted); a real booking
 * needs someone to confirm it with, so name, e-mail and phone are added.
 */
export const tourBookingInput = z
  .object({
    tour_id: z.string().trim().min(1, m.invalidTour).max(100),
    travel_date: z.string().trim().min(1, m.travelDate),
    guests: z.coerce.number({ error: m.guests }).int(m.guests).min(1, m.guests).max(50, m.guests),
    activity_ids: z.array(z.coerce.number().int().positive()).min(1, m.activity).max(50),
    ...contact,
  })
  .refine((v) => isIsoDate(v.travel_date), { message: m.travelDate, path: ['travel_date'] });
export type TourBookingInput = z.input<typeof tourBookingInput>;

export const tourBookingConfirmation = z.object({
  reference: z.string(),
  tour_title: z.string(),
  travel_date: z.string(),
  guests: z.number().int(),
  season: z.string(),
  total_price: z.number(),
  /** What to pay now, by when and how. */
  payment: paymentInstructionsSchema,
});
export type TourBookingConfirmation = z.infer<typeof tourBookingConfirmation>;

export const CUSTOM_PACKAGE_TEXTS = {
  emailRequired: 'Please enter your email.',
  tourRequired: 'Please select at least one tour.',
  guestsMin: 'Please enter a valid number of guests (at least 1).',
  submitted: 'Thank you! We received your custom package and will send you a quote within 24 hours.',
} as const;

export const customPackageInput = z.object({
  email: z.string().trim().min(1, CUSTOM_PACKAGE_TEXTS.emailRequired).max(254).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormat),
  guests: z.coerce
    .number({ error: CUSTOM_PACKAGE_TEXTS.guestsMin })
    .int(CUSTOM_PACKAGE_TEXTS.guestsMin)
    .min(1, CUSTOM_PACKAGE_TEXTS.guestsMin)
    .max(50),
  tour_ids: z.array(z.string().trim().min(1).max(100)).min(1, CUSTOM_PACKAGE_TEXTS.tourRequired).max(20),
  activity_ids: z.array(z.coerce.number().int().positive()).max(100).default([]),
  /** The original sent the price type as pending; the server keeps it so. */
  price_type: z.literal('pending').default('pending'),
});
export type CustomPackageInput = z.input<typeof customPackageInput>;

export const customPackageReceipt = z.object({
  uuid: z.uuid(),
  reference: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  estimated_total: z.number(),
  price_type: z.literal('pending'),
});
export type CustomPackageReceipt = z.infer<typeof customPackageReceipt>;
