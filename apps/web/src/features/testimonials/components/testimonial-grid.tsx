import { useState } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { TESTIMONIALS_ERRORS } from '../data/testimonial-texts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useHasAuthToken } from '../../auth/hooks/use-auth-token';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './testimonial-card';

/** How many testimonials show before 'Show all' — enough to fill two rows on desktop. */
const INITIALLY_VISIBLE = 6;

/**
 * The About page's testimonials: every one of them, six at first, with the
 * loading, empty and failure texts; 'Share Your Testimonial' needs a stored token.
 */
export function TestimonialGrid() {
  const { data: testimonials, isPending, isError } = useTestimonials();
  const hasToken = useHasAuthToken();
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? testimonials : testimonials?.slice(0, INITIALLY_VISIBLE);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-stone-50 py-16 sm:py-24">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Testimonials</p>
            <h2 id="testimonials-heading" className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
              What our travelers say
            </h2>
            <p className="mt-3 text-lg text-stone-600">In their own words, from travellers who have been out there with us.</p>
          </div>
          {hasToken && (
            <ButtonLink to="/save-testimonial" className="self-start sm:self-auto">
              <MessageSquarePlus className="h-5 w-5" aria-hidden="true" />
              Share Your Testimonial
            </ButtonLink>
          )}
        </div>
        <div className="mt-10">
          {isPending ? (
            <div className="py-10 text-center">
              <Spinner label={TESTIMONIALS_ERRORS.loading} showLabel className="text-lg" />
            </div>
          ) : isError ? (
            <p role="alert" className="py-10 text-center text-lg font-medium text-red-700">
              {TESTIMONIALS_ERRORS.loadFailed}
            </p>
          ) : testimonials.length === 0 ? (
            <p className="py-10 text-center text-lg text-stone-600">{TESTIMONIALS_ERRORS.empty}</p>
          ) : (
            <>
              <ul id="testimonial-list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {visible?.map((testimonial) => (
                  <li key={testimonial.id}>
                    <TestimonialCard testimonial={testimonial} />
                  </li>
                ))}
              </ul>
              {testimonials.length > INITIALLY_VISIBLE && (
                <div className="mt-10 text-center">
                  <Button
                    variant="secondary"
                    aria-expanded={expanded}
                    aria-controls="testimonial-list"
                    onClick={() => setExpanded((open) => !open)}
                  >
                    {expanded ? 'Show fewer' : `Show all ${testimonials.length} testimonials`}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
