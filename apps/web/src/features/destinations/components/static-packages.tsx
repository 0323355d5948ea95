import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Price } from '../../currency/components/price';
import type { StaticDestinationContent } from '../data/static-destination-types';

/** The page's three packages; 'Book Now' books that tour (/book/{slug}, decision 0023). */
export function StaticPackages({ packages }: { packages: NonNullable<StaticDestinationContent['packages']> }) {
  return (
    <section id="packages" aria-label={packages.title} className="scroll-mt-24 py-12">
      <SectionHeading align="left" title={packages.title} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packages.items.map((item) => (
          <li
            key={item.slug}
            data-testid="static-package"
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          >
            <h3 className="font-display text-xl font-bold text-stone-900">{item.title}</h3>
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-stone-600">
              <Clock className="h-4 w-4 text-brand-600" aria-hidden="true" />
              {item.duration}
            </p>
            <p className="mt-4 text-sm text-stone-600">
              <Price usd={item.price} className="text-3xl font-bold text-stone-900" />
              {' per person'}
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
              {item.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
            <Link
              to={`/book/${item.slug}`}
              aria-label={`Book Now: ${item.title}`}
              className="mt-6 inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Book Now
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
