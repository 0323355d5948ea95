import { Ban, Compass } from 'lucide-react';
import type { DestinationDetail } from '@safari/contracts/destination';
import { cn } from '../../../lib/cn';

/**
 * Inactive activities stay listed, muted and marked 'Currently unavailable', rather than
 * hidden: a traveller who read about, say, balloon flights elsewhere learns they are paused
 * instead of wondering whether we offer them at all. Available ones come first.
 */
export function DestinationActivities({ activities }: { activities: DestinationDetail['activities'] }) {
  if (activities.length === 0) return null;
  const ordered = [...activities].sort((a, b) => Number(b.is_active) - Number(a.is_active));
  return (
    <section aria-labelledby="activities-heading">
      <h2 id="activities-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
        Things to do
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {ordered.map((activity) => (
          <li
            key={activity.id}
            data-testid="activity"
            data-active={activity.is_active}
            className={cn(
              'flex gap-4 rounded-2xl p-5 ring-1',
              activity.is_active ? 'bg-white shadow-sm ring-stone-200' : 'bg-stone-100 ring-stone-200',
            )}
          >
            <span
              className={cn(
                'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                activity.is_active ? 'bg-brand-50 text-brand-700' : 'bg-stone-200 text-stone-600',
              )}
            >
              {activity.is_active ? <Compass className="h-5 w-5" aria-hidden="true" /> : <Ban className="h-5 w-5" aria-hidden="true" />}
            </span>
            <div>
              <h3 className={cn('font-semibold', activity.is_active ? 'text-stone-900' : 'text-stone-600')}>{activity.name}</h3>
              {!activity.is_active && (
                <p className="mt-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
                  Currently unavailable
                </p>
              )}
              <p className={cn('mt-1 text-sm leading-relaxed', activity.is_active ? 'text-stone-700' : 'text-stone-600')}>
                {activity.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
