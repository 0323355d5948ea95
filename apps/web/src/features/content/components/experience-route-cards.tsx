import { Check, Clock, Gauge, Trophy } from 'lucide-react';
import { IconFact } from '../../../components/ui/icon-fact';
import { cn } from '../../../lib/cn';
import type { KilimanjaroRoute } from '../data/experience-types';

const DIFFICULTY_BADGE: Record<KilimanjaroRoute['difficulty'], string> = {
  Moderate: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Challenging: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** The six Kilimanjaro routes side by side: length, difficulty and success rate up front. */
export function ExperienceRouteCards({ routes }: { routes: KilimanjaroRoute[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {routes.map((route) => (
        <li
          key={route.id}
          data-testid="kilimanjaro-route"
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="font-display text-2xl font-bold text-stone-900">{route.name}</h3>
              <p className="text-sm font-medium text-stone-600">{route.nickname}</p>
            </div>
            <Trophy className="h-6 w-6 shrink-0 text-amber-600" aria-hidden="true" />
          </div>
          <dl className="mt-5 grid grid-cols-3 gap-3 border-y border-stone-100 py-4 text-sm">
            <IconFact icon={Clock} label="Duration">
              {route.duration}
            </IconFact>
            <IconFact icon={Gauge} label="Difficulty" valueClassName="mt-1">
              <span
                className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1', DIFFICULTY_BADGE[route.difficulty])}
              >
                {route.difficulty}
              </span>
            </IconFact>
            <div>
              <dt className="text-stone-600">Success rate</dt>
              <dd className="mt-1 font-semibold text-stone-900">{route.success}%</dd>
            </div>
          </dl>
          <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-500" style={{ width: `${route.success}%` }} />
          </div>
          <p className="mt-4 leading-relaxed text-stone-700">{route.description}</p>
          <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-stone-900">Highlights</h4>
          <ul className="mt-2 space-y-2 text-sm text-stone-700">
            {route.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-acacia" aria-hidden="true" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
