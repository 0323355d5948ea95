import { ArrowRight, Clock } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

/** The call to action to the Trip Inquiry page, with the 24-hour promise. */
export function PlanTripCta() {
  return (
    <section aria-labelledby="plan-trip-title" className="bg-stone-50 py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div className="max-w-2xl">
            <h2 id="plan-trip-title" className="font-display text-3xl font-bold sm:text-4xl">
              Tell us about the trip you have in mind
            </h2>
            <p className="mt-4 text-lg text-brand-50">
              Share your dates, group and wishes. Our travel experts reply with a personalised proposal within {INQUIRY_RESPONSE_HOURS}{' '}
              hours — no obligation, no booking fee.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink to="/inquiry" variant="secondary" size="lg">
                Plan Your Trip <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </ButtonLink>
              <p className="inline-flex items-center gap-2 text-sm text-brand-100">
                <Clock className="h-4 w-4" aria-hidden="true" /> Proposal within {INQUIRY_RESPONSE_HOURS} hours
              </p>
            </div>
          </div>
          <svg
            className="pointer-events-none absolute -right-10 -bottom-10 hidden h-72 w-72 text-white/10 md:block"
            viewBox="0 0 200 200"
            aria-hidden="true"
          >
            <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M100 12 112 88 188 100 112 112 100 188 88 112 12 100 88 88Z" fill="currentColor" />
          </svg>
        </div>
      </Container>
    </section>
  );
}
