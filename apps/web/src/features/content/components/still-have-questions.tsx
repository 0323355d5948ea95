import { Mail, MessageCircleQuestionMark } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { ButtonLink } from '../../../components/ui/button';

export function StillHaveQuestions() {
  return (
    <section aria-labelledby="more-questions-heading" className="mt-16 rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
      <MessageCircleQuestionMark className="mx-auto h-10 w-10 text-brand-200" aria-hidden="true" />
      <h2 id="more-questions-heading" className="mt-4 font-display text-3xl font-bold">
        Still have questions?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">
        Our travel experts in Brussels and Dar es Salaam are happy to help. Send us a message, or tell us about your dream trip and get a
        tailored proposal within {INQUIRY_RESPONSE_HOURS} hours.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/contact-us" variant="secondary">
          <Mail className="h-4 w-4" aria-hidden="true" />
          Contact us
        </ButtonLink>
        <ButtonLink to="/inquiry" variant="outline-light">
          Plan Your Trip
        </ButtonLink>
      </div>
    </section>
  );
}
