import { Check, Clock, Gauge, Trophy } from 'lucide-react';
import { ROUTE_BASE_SUCCESS, type KilimanjaroRoute } from '../utils/summit-success';
import { IconFact } from '../../../components/ui/icon-fact';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { SectionHeading } from '../../../components/ui/section-heading';
import { ROUTE_CARDS } from '../data/kilimanjaro-content';

/** Three route cards; 'Choose This Route' sets the route on the map and in the calculator. */
export function RouteCards({ onChoose }: { onChoose(route: KilimanjaroRoute): void }) {
  return (
    <section aria-label="Choose Your Route" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Our favourite routes"
          title="Choose Your Route"
          subtitle="Three routes we climb most often, each with its own character."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ROUTE_CARDS.map((route) => (
            <li
              key={route.id}
              data-testid="route-card"
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
            >
              <ImageWithFallback
                src={route.image}
                alt=""
                width={1200}
                height={675}
                loading="lazy"
                className="aspect-[16/9] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-display text-2xl font-bold text-stone-900">{route.name}</h3>
                <p className="text-sm font-medium text-stone-600">{route.nickname}</p>
                <dl className="mt-4 grid grid-cols-3 gap-2 border-y border-stone-100 py-3 text-sm">
                  <IconFact icon={Clock} label="Duration">
                    {route.duration}
                  </IconFact>
                  <IconFact icon={Gauge} label="Difficulty">
                    {route.difficulty}
                  </IconFact>
                  <IconFact icon={Trophy} label="Success" valueClassName="mt-1 font-semibold text-emerald-800">
                    {`${ROUTE_BASE_SUCCESS[route.id]}%`}
                  </IconFact>
                </dl>
                <p className="mt-4 text-sm leading-relaxed text-stone-700">{route.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
                  {route.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                      {highlight}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => onChoose(route.id)}
                  aria-label={`Choose This Route: ${route.name}`}
                  className="mt-6 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
                >
                  Choose This Route
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
