import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { Price } from '../../currency/components/price';
import { useTours } from '../api/get-tours';

/** The tours of GET /api/tours as sample itineraries, each bookable at /book/{id}. */
export function SampleItineraries() {
  const tours = useTours();
  return (
    <section aria-label="Sample itineraries" className="py-12">
      <Container>
        <SectionHeading title="Sample itineraries" subtitle="Ready-made tours you can book as they are, with the activities you choose." />
        {tours.isPending ? (
          <div className="mt-8 text-center">
            <Spinner label="Loading tours…" showLabel />
          </div>
        ) : tours.isError ? (
          <p role="alert" className="mt-8 text-center text-red-700">{`We could not load the tours: ${tours.error.message}`}</p>
        ) : (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tours.data.tours.map((tour) => (
              <li
                key={tour.id}
                className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
                data-testid="sample-itinerary"
              >
                <h3 className="font-semibold text-stone-900">{tour.title}</h3>
                <p className="mt-1 flex items-center gap-3 text-sm text-stone-600">
                  <span className="inline-flex items-center gap-1">
                    <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                    {tour.duration}
                  </span>
                  <span>
                    from <Price usd={tour.base_price} className="font-semibold text-stone-900" />
                  </span>
                </p>
                <p className="mt-2 flex-1 text-sm text-stone-700">{tour.description}</p>
                <Link
                  to={`/book/${tour.id}`}
                  className="mt-4 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Book this tour<span className="sr-only">{`: ${tour.title}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
