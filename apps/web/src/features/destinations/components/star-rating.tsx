import { Star } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';

/** Read-only stars; screen readers hear one label instead of five icons. */
export function StarRating({ rating, max = LIMITS.ratingMax }: { rating: number; max?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < rating ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-stone-300'}
        />
      ))}
    </span>
  );
}
