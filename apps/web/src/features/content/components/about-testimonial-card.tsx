import { Quote, Star } from 'lucide-react';
import type { Testimonial } from '@safari/contracts/content';
import { LIMITS } from '@safari/contracts/constants';

/** Up to two initials ('Amelia van Dijk' → 'AD'); the avatar never shows the passport image (GUIDE 1). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** SPEC §3: a testimonial's rating defaults to 5; anything outside 1-5 is clamped. */
export function starsFor(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return LIMITS.defaultTripRating;
  return Math.min(LIMITS.ratingMax, Math.max(LIMITS.ratingMin, Math.round(rating)));
}

export function AboutTestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const stars = starsFor(testimonial.rating);
  const { name, country } = testimonial.tourist;
  return (
    <figure data-testid="testimonial" className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center justify-between">
        <span role="img" aria-label={`Rated ${stars} out of ${LIMITS.ratingMax}`} className="inline-flex gap-0.5">
          {Array.from({ length: LIMITS.ratingMax }, (_, i) => (
            <Star
              key={i}
              aria-hidden="true"
              className={i < stars ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-stone-300'}
            />
          ))}
        </span>
        <Quote className="h-7 w-7 text-brand-200" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">
        <p>{testimonial.comments}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-stone-100 pt-4">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
        >
          {initialsOf(name)}
        </span>
        <span>
          <span className="block font-semibold text-stone-900">{name}</span>
          {country && <span className="block text-sm text-stone-600">{country}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
