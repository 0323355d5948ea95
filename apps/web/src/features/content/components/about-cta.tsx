import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

/** The closing call to action: 'Start Your Journey' to /all-packages. */
export function AboutCta() {
  return (
    <section aria-labelledby="cta-heading" className="bg-white pb-16 sm:pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-xl sm:px-12 sm:py-20">
          <h2 id="cta-heading" className="font-display text-3xl font-bold sm:text-5xl">
            Your Tanzania story starts here
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            Safari, summit or sea — browse our packages, or talk to a travel expert who has been there.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/all-packages" variant="secondary" size="lg">
              Start Your Journey
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/contact-us" variant="outline-light" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
