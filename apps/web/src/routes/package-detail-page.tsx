import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { UpcomingDepartures } from '../features/booking/components/upcoming-departures';
import { PackageDetail } from '../features/trips/components/package-detail';

// The booking form (with the zod schema it validates with) loads when Book Now is opened,
// not with the package a visitor may only be reading.
const BookingPanel = lazy(() =>
  import('../features/booking/components/booking-panel').then((m) => ({ default: m.BookingPanel })),
);

/** /packages/{uuid}: one package, with tabs Overview, Itinerary, Budget and Book Now. */
export function PackageDetailPage() {
  const { uuid = '' } = useParams();
  // The chosen group departure, shared by the list above the tabs and the booking form.
  const [departure, setDeparture] = useState('');
  return (
    <PackageDetail
      uuid={uuid}
      renderDepartures={(trip, openBooking) => (
        <UpcomingDepartures
          tripUuid={trip.uuid}
          selectedUuid={departure}
          onChoose={(chosen) => {
            setDeparture(chosen);
            openBooking();
          }}
        />
      )}
      renderBookNow={(trip) => (
        <Suspense fallback={<Spinner label="Loading the booking form" showLabel />}>
          <BookingPanel trip={trip} departureUuid={departure} onDepartureChange={setDeparture} />
        </Suspense>
      )}
    />
  );
}
