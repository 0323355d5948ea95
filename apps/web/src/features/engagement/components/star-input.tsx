import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import { RATING_LABELS } from '../data/rating-texts';
import { cn } from '../../../lib/cn';
import { ratingCaption } from '../utils/rating-form';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, i) => i + 1);

/**
 * Five stars as a radio group (arrow keys move between them, each announced as '4 stars,
 * Very Good'), with the chosen label, or 'Click on a star to rate', beside them.
 */
export function StarInput({ value, onChange }: { value: number; onChange(stars: number): void }) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">Your rating</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex" onPointerLeave={() => setHovered(0)}>
          {STARS.map((stars) => (
            <label
              key={stars}
              onPointerEnter={() => setHovered(stars)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn('h-8 w-8 transition-colors', stars <= shown ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
              />
              <span className="sr-only">
                {stars} {stars === 1 ? 'star' : 'stars'}, {RATING_LABELS[stars - 1]}
              </span>
            </label>
          ))}
        </div>
        <p className={cn('text-sm font-medium', shown ? 'text-stone-900' : 'text-stone-600')} data-testid="rating-caption">
          {ratingCaption(shown)}
        </p>
      </div>
    </fieldset>
  );
}
