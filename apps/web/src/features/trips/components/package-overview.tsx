import { Check, Sparkles, X } from 'lucide-react';
import type { TripDetail } from '@safari/contracts/trip';
import { RichText } from '../../../components/ui/rich-text';

const subheading = 'font-display text-xl font-bold text-stone-900';

export function PackageOverview({ trip }: { trip: TripDetail }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-about">
        <h2 id="overview-about" className="font-display text-2xl font-bold text-stone-900">
          About this package
        </h2>
        <RichText html={trip.description} className="mt-4 leading-relaxed text-stone-700" />
      </section>

      {trip.highlights.length > 0 && (
        <section aria-labelledby="overview-highlights">
          <h3 id="overview-highlights" className={subheading}>
            Highlights
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="highlights">
            {trip.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 rounded-xl bg-brand-50 p-4 text-stone-800">
                <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </section>
      )}

      {trip.trip_categories.length > 0 && (
        <section aria-labelledby="overview-categories">
          <h3 id="overview-categories" className={subheading}>
            Categories
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2" data-testid="categories">
            {trip.trip_categories.map(({ category }) => (
              <li key={category.id} className="rounded-full bg-stone-100 px-4 py-1.5 text-sm font-medium text-stone-700">
                {category.name}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid gap-8 sm:grid-cols-2">
        <AddonList id="overview-included" title="What’s included" items={trip.trip_addons} included />
        <AddonList id="overview-excluded" title="Not included" items={trip.trip_not_addons} included={false} />
      </div>
    </div>
  );
}

function AddonList({ id, title, items, included }: { id: string; title: string; items: TripDetail['trip_addons']; included: boolean }) {
  if (items.length === 0) return null;
  const Icon = included ? Check : X;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={subheading}>
        {title}
      </h3>
      <ul className="mt-4 space-y-3" data-testid={included ? 'included' : 'excluded'}>
        {items.map(({ category }) => (
          <li key={category.id} className="flex gap-3 text-stone-700">
            <span
              className={
                included
                  ? 'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-green-100 text-acacia'
                  : 'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700'
              }
            >
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
            {category.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
