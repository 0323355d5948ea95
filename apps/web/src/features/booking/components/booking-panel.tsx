import type { TripDetail } from '@safari/contracts/trip';
import { BookingForm } from './booking-form';

/** The Book Now tab of a package: what to expect, then the form. */
export function BookingPanel({
  trip,
  departureUuid,
  onDepartureChange,
}: {
  trip: TripDetail;
  departureUuid: string;
  onDepartureChange(uuid: string): void;
}) {
  return (
    <section
      aria-labelledby="book-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      data-testid="book-now-panel"
    >
      <h2 id="book-heading" className="font-display text-2xl font-bold text-stone-900">
        Book {trip.name}
      </h2>
      <p className="mt-2 mb-6 text-stone-700">
        Tell us when and who travels; the price follows the season, the class and your group size. Fields marked{' '}
        <span className="text-red-700">*</span> are required.
      </p>
      <BookingForm trip={trip} departureUuid={departureUuid} onDepartureChange={onDepartureChange} />
    </section>
  );
}
