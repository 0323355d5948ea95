import { useParams } from 'react-router';
import { NoIndex } from '../components/ui/no-index';
import { TourBooking, TourNotReady } from '../features/tours/components/tour-booking';

/** /book/{tourId}: booking of a static tour, e.g. a Ngorongoro or Tarangire package. */
export function BookTourPage() {
  const { tourId = '' } = useParams();
  // Keyed by tour: a new tour starts with an empty form.
  return <TourBooking key={tourId} tourId={tourId} />;
}

/** A tour id no static tour has (the server answers 404) gets the page's one not-ready text. */
export function TourNotFoundPage() {
  return (
    <>
      <NoIndex />
      <TourNotReady />
    </>
  );
}
