import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays, seasonOf } from '@safari/contracts/calendar';
import type { TripDetail } from '@safari/contracts/trip';
import { operatorToday, tripDetail, tripsByName } from './booking';
import { expect } from './test';
import { bearer } from './staff';
import type { TestUser } from './users';

// Helpers of the back-office specs: what a traveller does on the storefront, done through the
// public API so each test spends its time on the screen it is about.

/** The newest published trip, as the storefront shows it. */
export async function newestTrip(request: APIRequestContext): Promise<TripDetail> {
  const [newest] = await tripsByName(request);
  return tripDetail(request, newest!.uuid);
}

/** A date far enough ahead, and random, so parallel and repeated runs do not take each other's. */
export const freeDepartureDate = () => addDays(operatorToday(), 120 + randomInt(0, 900));

/** A departure opened through the admin API (for tests about bookings, not about opening one). */
export async function openDeparture(request: APIRequestContext, staff: TestUser, tripUuid: string, seats = 10) {
  const res = await request.post(`/api/admin/trips/${tripUuid}/departures`, {
    headers: bearer(staff),
    data: { start_date: freeDepartureDate(), seats_total: seats, price_per_person: 1500 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { uuid: string; start_date: string; seats_left: number };
}

/** A traveller books `guests` seats of a departure through POST /api/save_booking, as Book Now does. */
export async function travellerBooks(
  request: APIRequestContext,
  trip: TripDetail,
  departure: { uuid: string; start_date: string },
  email: string,
  guests = 2,
) {
  const lookups = (await (await request.get('/api/lookups')).json()) as {
    data: { countries: Array<{ id: number }>; genders: Array<{ id: number }> };
  };
  const season = seasonOf(departure.start_date) === 'high' ? 'High Season' : 'Low Season';
  const row = trip.budgets.find((b) => b.season.name === season && b.quantity === guests) ?? trip.budgets[0];
  const res = await request.post('/api/save_booking', {
    data: {
      trip_uuid: trip.uuid,
      trip_group_uuid: departure.uuid,
      class_id: row!.service_class.id,
      guest_count: guests,
      start_date: departure.start_date,
      phone: '+255 712 345 678',
      email,
      fname: 'Asha',
      lname: 'Mushi',
      gender: lookups.data.genders[0]!.id,
      country: lookups.data.countries[0]!.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { reference: string };
}
