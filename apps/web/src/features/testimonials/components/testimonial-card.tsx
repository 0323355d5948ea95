import { Quote } from 'lucide-react';
import type { Testimonial } from '@safari/contracts/content';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { StarRating } from '../../../components/ui/star-rating';

/** One testimonial as the About grid shows it: stars, the words, initials and the country. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, country } = testimonial.tourist;
  return (
    <figure data-testid="testimonial" className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <Quote className="h-7 w-7 text-brand-200" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">
        <p>{testimonial.comments}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-stone-100 pt-4">
        <InitialsAvatar name={name} />
        <span>
          <span className="block font-semibold text-stone-900">{name}</span>
          {country && <span className="block text-sm text-stone-600">{country}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
