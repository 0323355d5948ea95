import { Star } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import { UI_LIMITS } from '../../lib/ui-constants';
import { cn } from '../../lib/cn';

/** A missing rating (0) shows as 5; anything else is rounded and clamped to 1-5. */
export function starsFor(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return UI_LIMITS.defaultTripRating;
  return Math.min(LIMITS.ratingMax, Math.max(LIMITS.ratingMin, Math.round(rating)));
}

/** Read-only stars; screen readers hear one label ('Rated 4 out of 5') instead of five icons. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const stars = starsFor(rating);
  return (
    <span role="img" aria-label={`Rated ${stars} out of ${LIMITS.ratingMax}`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: LIMITS.ratingMax }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < stars ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-stone-300'} />
      ))}
    </span>
  );
}
