import { ArrowRight, CalendarDays } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { ButtonLink } from '../../../components/ui/button';

/**
 * The next step from a destination: its trips (listed on the page, `tripsHref`; the whole
 * listing when the page has none) or a tailored proposal.
 */
export function PlanTripCard({ name, tripsHref = '/all-packages' }: { name: string; tripsHref?: string }) {
  return (
    <aside aria-labelledby="plan-heading" className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg">
      <CalendarDays className="h-8 w-8 text-brand-200" aria-hidden="true" />
      <h2 id="plan-heading" className="mt-3 font-display text-2xl font-bold">
        Visit {name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-brand-100">
        Browse our ready-made packages, or tell us your dates and we will send a tailored proposal within {INQUIRY_RESPONSE_HOURS} hours.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <ButtonLink to={tripsHref} variant="secondary">
          Find trips
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to="/inquiry" variant="outline-light">
          Plan Your Trip
        </ButtonLink>
      </div>
    </aside>
  );
}
