import { Quote } from 'lucide-react';
import { TESTIMONIALS_ERRORS } from '../data/testimonial-texts';
import type { Testimonial } from '@safari/contracts/content';
import { Container } from '../../../components/ui/container';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { SectionHeading } from '../../../components/ui/section-heading';
import { StarRating } from '../../../components/ui/star-rating';
import { useTestimonials } from '../api/get-testimonials';

const SHOWN = 3;

/** The home page's three latest testimonials; avatars are initials (passport images stay private). */
export function TestimonialsStrip() {
  const testimonials = useTestimonials();

  let body;
  if (testimonials.isPending) {
    body = <p className="text-center text-stone-600">{TESTIMONIALS_ERRORS.loading}</p>;
  } else if (testimonials.isError) {
    body = (
      <p role="alert" className="text-center font-medium text-red-700">
        {TESTIMONIALS_ERRORS.loadFailed}
      </p>
    );
  } else if (testimonials.data.length === 0) {
    body = <p className="text-center text-stone-600">{TESTIMONIALS_ERRORS.empty}</p>;
  } else {
    body = (
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.data.slice(0, SHOWN).map((t) => (
          <StripCard key={t.id} testimonial={t} />
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

function StripCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className="flex flex-col rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200" data-testid="testimonial">
      <Quote className="h-8 w-8 text-brand-500" aria-hidden="true" />
      <p className="mt-3 flex-1 leading-relaxed text-stone-800">{testimonial.comments}</p>
      <StarRating rating={testimonial.rating} className="mt-4" />
      <div className="mt-4 flex items-center gap-3">
        <InitialsAvatar name={testimonial.tourist.name} />
        <div>
          <p className="font-semibold text-stone-900">{testimonial.tourist.name}</p>
          <p className="text-sm text-stone-600">{testimonial.tourist.country}</p>
        </div>
      </div>
    </li>
  );
}
