import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { DestinationSummary } from '@safari/contracts/destination';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { cn } from '../../../lib/cn';
import { DestinationLocation } from './destination-location';

/**
 * What the destination card and the experience card share: the banner, the name linking to the
 * destination (by slug, for a readable URL; the detail page accepts either), the location line
 * and the call to action. Each card adds its own parts around them.
 */
export function DestinationCardFrame({
  destination,
  priority,
  testId,
  callToAction,
  imageOverlay,
  beforeTitle,
  children,
}: {
  destination: DestinationSummary;
  priority: boolean;
  testId: string;
  callToAction: string;
  /** Laid over the banner's corner (the banner box then positions it). */
  imageOverlay?: ReactNode;
  beforeTitle?: ReactNode;
  /** Between the location line and the call to action. */
  children?: ReactNode;
}) {
  return (
    <article
      data-id={destination.uuid}
      data-testid={testId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <div className={cn(imageOverlay !== undefined && 'relative', 'aspect-[16/9] overflow-hidden bg-stone-100')}>
        <ImageWithFallback
          src={destination.banner}
          alt={destination.name}
          width={1200}
          height={675}
          // The first row is above the fold on desktop; lazy-loading it would delay the page.
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {imageOverlay}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {beforeTitle}
        <h3 className="font-display text-xl font-bold text-stone-900">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link to={`/destinations/${destination.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {destination.name}
          </Link>
        </h3>
        <DestinationLocation destination={destination} />
        {children}
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700">
          {callToAction}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </div>
    </article>
  );
}
