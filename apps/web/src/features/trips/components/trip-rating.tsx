import { Star } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import type { TripCard } from '@safari/contracts/trip';
import { cn } from '../../../lib/cn';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, i) => i + 1);

/**
 * The average of approved ratings and how many there are ('4.6 (12 ratings)'), or 'No ratings
 * yet'. Stars fill to the nearest half; screen readers hear the exact figure once.
 */
export function TripRating({
  rating,
  tone = 'light',
  className,
}: {
  rating: TripCard['rating'];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const muted = tone === 'dark' ? 'text-white/80' : 'text-stone-600';
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className={cn('text-sm', muted, className)} data-testid="trip-rating">
        No ratings yet
      </p>
    );
  }
  const average = rating.average;
  const rounded = Math.round(average * 2) / 2;
  const label = `${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'}`;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)} data-testid="trip-rating">
      <span className="flex" aria-hidden="true">
        {STARS.map((star) => (
          <Star
            key={star}
            className={cn(
              'h-4 w-4',
              star <= rounded
                ? 'fill-amber-400 text-amber-500'
                : star - 0.5 === rounded
                  ? 'fill-amber-400/50 text-amber-500'
                  : tone === 'dark'
                    ? 'text-white/40'
                    : 'text-stone-300',
            )}
          />
        ))}
      </span>
      <span className={cn('font-semibold', tone === 'dark' ? 'text-white' : 'text-stone-900')}>
        {average.toFixed(1)}
        <span className="sr-only"> out of {LIMITS.ratingMax}</span>
      </span>
      <span className={muted}>({label})</span>
    </p>
  );
}
