import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { UI_LIMITS } from '../../../lib/ui-constants';
import type { DestinationSummary } from '@safari/contracts/destination';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { StarRating } from '../../../components/ui/star-rating';
import { DestinationLocation } from './destination-location';

/**
 * As the original card: uuid as id, name as title, 'location, region' line, banner, fixed rating 5,
 * no discount. The link uses the slug for a readable URL; the detail page accepts either.
 */
export function DestinationCard({ destination, priority = false }: { destination: DestinationSummary; priority?: boolean }) {
  return (
    <article
      data-id={destination.uuid}
      data-testid="destination-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[16/9] overflow-hidden bg-stone-100">
        <ImageWithFallback
          src={destination.banner}
          alt={destination.name}
          width={1200}
          height={675}
          // The first row is above the fold on desktop; lazy-loading it would delay the page.
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <StarRating rating={UI_LIMITS.defaultTripRating} />
        <h3 className="font-display text-xl font-bold text-stone-900">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link to={`/destinations/${destination.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {destination.name}
          </Link>
        </h3>
        <DestinationLocation destination={destination} />
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700">
          Explore destination
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </div>
    </article>
  );
}
