import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { DestinationSummary } from '@safari/contracts/destination';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { htmlToText, truncateText } from '../../../lib/html-text';
import { DestinationLocation } from './destination-location';

/** A destination presented as an experience: what it is (categories) and a taste of it. */
export function ExperienceCard({ destination, priority = false }: { destination: DestinationSummary; priority?: boolean }) {
  const teaser = truncateText(htmlToText(destination.description), 140);
  return (
    <article
      data-id={destination.uuid}
      data-testid="experience-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-stone-100">
        <ImageWithFallback
          src={destination.banner}
          alt={destination.name}
          width={1200}
          height={675}
          loading={priority ? 'eager' : 'lazy'}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {destination.categories.length > 0 && (
          <ul aria-label="Categories" className="absolute left-3 top-3 flex flex-wrap gap-1.5">
            {destination.categories.slice(0, 3).map((category) => (
              <li key={category.id} className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-stone-800 shadow-sm">
                {category.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-xl font-bold text-stone-900">
          <Link to={`/destinations/${destination.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {destination.name}
          </Link>
        </h3>
        <DestinationLocation destination={destination} />
        {teaser && <p className="text-sm leading-relaxed text-stone-700">{teaser}</p>}
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700">
          Explore experience
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </div>
    </article>
  );
}
