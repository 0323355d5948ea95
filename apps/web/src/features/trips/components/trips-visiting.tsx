import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useTripsVisiting } from '../api/get-trips';
import { TripCard } from './trip-card';

/** "Trips that visit {name}": every package whose itinerary includes this destination. */
export function TripsVisiting({ slug, name }: { slug: string; name: string }) {
  const { data: trips, isError } = useTripsVisiting(slug);
  return (
    <section aria-labelledby="trips-visiting-heading" data-testid="trips-visiting">
      <h2 id="trips-visiting-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
        {`Trips that visit ${name}`}
      </h2>
      {isError ? (
        <p role="alert" className="mt-4 text-red-700">
          We could not load the trips right now.{' '}
          <Link to="/all-packages" className="font-semibold underline">
            Browse all packages
          </Link>
          .
        </p>
      ) : !trips ? (
        <div className="mt-6">
          <Spinner label="Loading trips…" showLabel />
        </div>
      ) : trips.length === 0 ? (
        <p className="mt-4 text-stone-700">
          {`No package visits ${name} at the moment. `}
          <Link to="/inquiry" className="font-semibold text-brand-700 underline underline-offset-4">
            Ask us for a tailored trip
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {trips.map((trip) => (
            <li key={trip.uuid} className="grid">
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
