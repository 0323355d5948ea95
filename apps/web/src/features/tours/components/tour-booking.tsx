import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { PageMeta } from '../../../components/ui/page-meta';
import { Price } from '../../currency/components/price';
import { useTours } from '../api/get-tours';
import { TourBookingForm } from './tour-booking-form';

/** The one text shown while the tours load and for a tour that does not exist. */
const NOT_READY = 'Loading tour details or tour not found...';

/** /book/{tourId}: the tour, then its booking form. */
export function TourBooking({ tourId }: { tourId: string }) {
  const tours = useTours();
  const data = tours.data;
  const tour = data?.tours.find((t) => t.id === tourId);

  if (!data || !tour) return <TourNotReady settled={tours.isError || tours.isSuccess} />;

  return (
    <div className="bg-stone-50 pb-20">
      <PageMeta title={`Book ${tour.title}`} description={tour.description} />
      <Container className="pt-6 sm:pt-8">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: tour.title }]} />
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div>
            <div className="overflow-hidden rounded-3xl bg-stone-200 shadow-sm">
              <ImageWithFallback
                src={tour.image_gallery[0] ?? ''}
                alt={tour.title}
                width={1200}
                height={675}
                loading="eager"
                className="aspect-[16/9] w-full object-cover"
              />
            </div>
            <h1 className="mt-6 font-display text-3xl font-bold text-stone-900 sm:text-4xl">{tour.title}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700">
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4 text-brand-600" aria-hidden="true" />
                {tour.duration}
              </span>
              <span>
                From <Price usd={tour.base_price} className="font-bold text-stone-900" /> per guest
              </span>
            </p>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{tour.description}</p>
            <p className="mt-4 text-sm text-stone-600">Prices follow the season of your travel date; each activity is added per guest.</p>
          </div>
          <TourBookingForm tour={tour} seasons={data.seasons} />
        </div>
      </Container>
    </div>
  );
}

/**
 * The one text while the tours load and for a tour that does not exist (its route's 404);
 * once the answer is in (`settled`), the ways on.
 */
export function TourNotReady({ settled = true }: { settled?: boolean }) {
  return (
    <Container className="py-24 text-center">
      <PageMeta title="Book a tour" description="Book one of our ready-made Tanzania tours." />
      <h1 className="sr-only">Book a tour</h1>
      <p role="status" className="text-lg text-stone-700">
        {NOT_READY}
      </p>
      {settled && (
        <p className="mt-6 text-stone-700">
          <Link to="/custom-package" className="font-semibold text-brand-700 underline underline-offset-4">
            Build a custom package
          </Link>{' '}
          or{' '}
          <Link to="/all-packages" className="font-semibold text-brand-700 underline underline-offset-4">
            browse all packages
          </Link>
          .
        </p>
      )}
    </Container>
  );
}
