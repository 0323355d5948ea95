import { Quote, Star } from 'lucide-react';
import { LIMITS } from '@safari/contracts/constants';
import { ERRORS } from '@safari/contracts/messages';
import type { Testimonial } from '@safari/contracts/content';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useTestimonials } from '../api/get-testimonials';
import { initials } from '../utils/text';

const SHOWN = 3;

/** SPEC §8 testimonial texts; avatars are initials (GUIDE decision 1: passports stay private). */
export function TestimonialsStrip() {
  const testimonials = useTestimonials();

  let body;
  if (testimonials.isPending) {
    body = <p className="text-center text-stone-600">{ERRORS.testimonials.loading}</p>;
  } else if (testimonials.isError) {
    body = (
      <p role="alert" className="text-center font-medium text-red-700">
        {ERRORS.testimonials.loadFailed}
      </p>
    );
  } else if (testimonials.data.length === 0) {
    body = <p className="text-center text-stone-600">{ERRORS.testimonials.empty}</p>;
  } else {
    body = (
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.data.slice(0, SHOWN).map((t) => (
          <TestimonialCard key={t.id} testimonial={t} />
        ))}
      </ul>
    );
  }

  return (
    <section className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading eyebrow="Testimonials" title="What our travelers say" className="mb-12" />
        {body}
      </Container>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rating = Math.min(LIMITS.ratingMax, Math.max(LIMITS.ratingMin, testimonial.rating || LIMITS.defaultTripRating));
  return (
    <li className="flex flex-col rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200" data-testid="testimonial">
      <Quote className="h-8 w-8 text-brand-500" aria-hidden="true" />
      <p className="mt-3 flex-1 leading-relaxed text-stone-800">{testimonial.comments}</p>
      <p className="mt-4 flex gap-0.5" role="img" aria-label={`Rated ${rating} out of ${LIMITS.ratingMax}`}>
        {Array.from({ length: LIMITS.ratingMax }, (_, i) => (
          <Star
            key={i}
            className={i < rating ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-stone-300'}
            aria-hidden="true"
          />
        ))}
      </p>
      <div className="mt-4 flex items-center gap-3">
        <span
          className="grid h-11 w-11 place-items-center rounded-full bg-brand-700 font-semibold text-white"
          aria-hidden="true"
        >
          {initials(testimonial.tourist.name)}
        </span>
        <div>
          <p className="font-semibold text-stone-900">{testimonial.tourist.name}</p>
          <p className="text-sm text-stone-600">{testimonial.tourist.country}</p>
        </div>
      </div>
    </li>
  );
}
