import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import type { ExperiencePlace } from '../data/experience-types';

/** Destination cards drawn with the seeded banner art, each leading to its destination page. */
export function ExperiencePlaces({ places }: { places: ExperiencePlace[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {places.map((place) => (
        <li
          key={place.slug}
          className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
        >
          <div className="overflow-hidden bg-stone-200">
            <ImageWithFallback
              src={`/media/destinations/${place.slug}.svg`}
              alt=""
              width={1200}
              height={675}
              className="aspect-video w-full object-cover transition duration-500 group-hover:scale-105"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{place.tagline}</p>
            <h3 className="mt-1 font-display text-xl font-bold text-stone-900">{place.name}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-700">{place.description}</p>
            <Link
              to={`/destinations/${place.slug}`}
              className="mt-4 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-600 hover:underline"
            >
              Discover {place.name}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
