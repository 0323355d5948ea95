import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { UpcomingDepartures } from '../features/booking/components/upcoming-departures';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { LikeButton } from '../features/engagement/components/like-button';
import { RateButton } from '../features/engagement/components/rate-button';
import { PackageDetail } from '../features/trips/components/package-detail';
import { TripActionsProvider, type TripActions } from '../features/trips/components/trip-actions';
import { PACKAGE_DETAIL_ERRORS } from '../features/trips/data/trip-texts';
import { PackageProblem } from '../features/trips/components/package-detail-states';

// The booking form (with the zod schema it validates with) loads when Book Now is opened,
// not with the package a visitor may only be reading.
const BookingPanel = lazy(() => import('../features/booking/components/booking-panel').then((m) => ({ default: m.BookingPanel })));

// Like and rate beside the summary, and the cart toggle.
const summaryActions: TripActions = {
  detail: (trip) => (
    <>
      <LikeButton type="trip" uuid={trip.uuid} name={trip.name} />
      <RateButton type="trip" uuid={trip.uuid} name={trip.name} />
      <AddToCartButton tripUuid={trip.uuid} name={trip.name} className="col-span-2" />
    </>
  ),
};

/** /packages/{uuid}: one package, with tabs Overview, Itinerary, Budget and Book Now. */
export function PackageDetailPage() {
  const { uuid = '' } = useParams();
  // The chosen group departure, shared by the list above the tabs and the booking form.
  const [departure, setDeparture] = useState('');
  return (
    <TripActionsProvider actions={summaryActions}>
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
    </TripActionsProvider>
  );
}

/** An unknown (or malformed) uuid: 'Package not found', which the server answers with a 404. */
export function PackageNotFoundPage() {
  return <PackageProblem message={PACKAGE_DETAIL_ERRORS.notFound} />;
}
