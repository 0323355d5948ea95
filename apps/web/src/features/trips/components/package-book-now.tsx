import { CalendarClock, MessageCircle } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { ButtonLink } from '../../../components/ui/button';

/**
 * Until online booking of packages ships, an honest panel instead of a form that would go
 * nowhere: the inquiry and contact pages reach the operator today.
 */
export function PackageBookNow({ tripName }: { tripName: string }) {
  return (
    <section aria-labelledby="book-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8" data-testid="book-now-panel">
      <CalendarClock className="h-10 w-10 text-brand-600" aria-hidden="true" />
      <h2 id="book-heading" className="mt-4 font-display text-2xl font-bold text-stone-900">
        Book {tripName}
      </h2>
      <p className="mt-3 font-semibold text-stone-900">Online booking for this package opens soon.</p>
      <p className="mt-2 leading-relaxed text-stone-700">
        Until then our travel experts book it for you. Send us your dates, group size and preferred service class
        and you will receive a tailored proposal within {INQUIRY_RESPONSE_HOURS} hours.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/inquiry" size="lg">
          Plan Your Trip
        </ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary" size="lg">
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
