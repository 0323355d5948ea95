import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Departure } from '@safari/contracts/booking';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, seasonOf, todayIn } from '@safari/contracts/calendar';
import type { TripCard, TripDetail } from '@safari/contracts/trip';
import { expect } from './test';

// Helpers of the booking specs: trips from the real API, the operator's calendar, the form.

export const OPERATOR_EMAIL = 'bookings@safari-tanzania.example';
export const operatorToday = () => todayIn(DEFAULT_OPERATOR_TIME_ZONE);

/** A traveller address nobody else uses, so the e-mails a test reads are its own. */
export const travellerEmail = (label: string) => `book-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.test`;

export async function tripsByName(request: APIRequestContext): Promise<TripCard[]> {
  const res = await request.get('/api/trips?limit=100&offset=0');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.trips as TripCard[];
}

export async function tripDetail(request: APIRequestContext, uuid: string): Promise<TripDetail> {
  const res = await request.get(`/api/trips/${uuid}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.trip as TripDetail;
}

export async function departuresOf(request: APIRequestContext, uuid: string): Promise<Departure[]> {
  const res = await request.get(`/api/trips/${uuid}/departures`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.departures as Departure[];
}

/** The newest trip, with a start date a month ahead and a class priced for 2 guests then. */
export async function bookableTrip(request: APIRequestContext) {
  const [newest] = await tripsByName(request);
  const trip = await tripDetail(request, newest!.uuid);
  const startDate = addDays(operatorToday(), 30);
  const season = seasonOf(startDate) === 'high' ? 'High Season' : 'Low Season';
  const row = trip.budgets.find((b) => b.season.name === season && b.quantity === 2);
  expect(row, `a ${season} price for 2 guests on ${trip.name}`).toBeTruthy();
  return { trip, startDate, serviceClass: row!.service_class.name, pricePerPerson: row!.price };
}

export async function openBookNow(page: Page, uuid: string) {
  await page.goto(`/packages/${uuid}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  const form = page.getByTestId('booking-form');
  // The lists come from /api/lookups: the submit button is enabled once they are in.
  await expect(form.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  return form;
}

interface Traveller {
  fname: string;
  lname: string;
  email: string;
  phone: string;
}

/** Fills the lead traveller's details, gender and country (the first of each list). */
export async function fillTraveller(page: Page, t: Traveller) {
  const form = page.getByTestId('booking-form');
  await form.getByLabel('First name').fill(t.fname);
  await form.getByLabel('Last name').fill(t.lname);
  await form.getByLabel('Email').fill(t.email);
  await form.getByLabel('Phone').fill(t.phone);
  await form.getByLabel('Gender').selectOption({ index: 1 });
  await form.getByLabel('Country').selectOption({ index: 1 });
}
