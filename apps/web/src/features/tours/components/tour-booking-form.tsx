import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { formatIsoDate } from '@safari/contracts/calendar';
import { seasonForDate, staticTourTotal, type Tour, type TourSeason } from '@safari/contracts/tours';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useOperatorToday } from '../../../lib/site-status';
import { toast } from '../../../lib/toast';
import { Price } from '../../currency/components/price';
import { useCurrency } from '../../currency/components/currency-context';
import { useBookTour } from '../api/book-tour';
import { guestCount, tourBookingProblem, type TourBookingValues } from '../utils/tour-booking-problem';
import { ActivityChecklist } from './activity-checklist';
import { fieldId, TourBookingInput } from './tour-booking-fields';

const INITIAL: TourBookingValues = { travelDate: '', guests: '1', activityIds: [], name: '', email: '', phone: '' };

/**
 * Static-tour booking: date (from the operator's today), guests, the date's season, activities and
 * the running total, then 'Confirm Booking'. Problems are alerted one at a time as the original
 * did; the booking is real (docs/product.md#static-tours): stored, e-mailed, then home.
 */
export function TourBookingForm({ tour, seasons }: { tour: Tour; seasons: TourSeason[] }) {
  const today = useOperatorToday();
  const navigate = useNavigate();
  const { format } = useCurrency();
  const mutation = useBookTour();
  const [values, setValues] = useState(INITIAL);
  const change = (patch: Partial<TourBookingValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggle = (id: number) =>
    change({ activityIds: values.activityIds.includes(id) ? values.activityIds.filter((a) => a !== id) : [...values.activityIds, id] });

  const season = seasonForDate(seasons, values.travelDate || today);
  const multiplier = season?.price_multiplier ?? 1;
  const chosen = tour.activities.filter((a) => values.activityIds.includes(a.id));
  const total = staticTourTotal({
    basePrice: tour.base_price,
    guests: guestCount(values.guests),
    multiplier,
    activityPrices: chosen.map((a) => a.price_per_guest),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = tourBookingProblem(values, { tour, today });
    if (problem) {
      window.alert(problem.message);
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    const input = {
      tour_id: tour.id,
      travel_date: values.travelDate,
      guests: Number(values.guests),
      activity_ids: values.activityIds,
      name: values.name,
      email: values.email,
      phone: values.phone,
    };
    mutation.mutate(input, {
      onSuccess: (booking) => {
        const guests = `${booking.guests} ${booking.guests === 1 ? 'guest' : 'guests'}`;
        window.alert(
          `Booking confirmed! Your reference is ${booking.reference}.\n${booking.tour_title}, ${formatIsoDate(booking.travel_date)}, ${guests}, ${booking.season}: ${format(booking.total_price)}.\nWe sent the details to ${values.email.trim()} and will contact you within 24 hours.`,
        );
        toast.success(`Booking ${booking.reference} received: we will confirm it within 24 hours.`);
        navigate('/');
      },
      onError: (error) => window.alert(errorMessage(error, BOOKING_TEXTS.failed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Book ${tour.title}`}
      className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TourBookingInput field="travelDate" label="Travel date" type="date" min={today} values={values} onChange={change} />
        <TourBookingInput
          field="guests"
          label="Number of guests"
          type="number"
          min={1}
          max={50}
          inputMode="numeric"
          values={values}
          onChange={change}
        />
      </div>
      <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200" data-testid="tour-season">
        Season: <strong className="text-stone-900">{season?.name ?? 'Standard'}</strong>
        {multiplier !== 1 && <span>{` (prices × ${multiplier})`}</span>}
      </p>
      <ActivityChecklist
        id={fieldId('activityIds')}
        legend="Activities"
        activities={tour.activities}
        chosen={values.activityIds}
        onToggle={toggle}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">Your contact details</legend>
        <div className="sm:col-span-2">
          <TourBookingInput field="name" label="Full name" autoComplete="name" values={values} onChange={change} />
        </div>
        <TourBookingInput field="email" label="Email" type="email" autoComplete="email" values={values} onChange={change} />
        <TourBookingInput field="phone" label="Phone" type="tel" autoComplete="tel" values={values} onChange={change} />
      </fieldset>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-stone-200 pt-5">
        <p className="text-sm text-stone-600" aria-live="polite">
          <span className="block text-xs font-semibold uppercase tracking-wider">Total price</span>
          <Price usd={total} className="text-2xl font-bold text-stone-900" />
        </p>
        <Button type="submit" size="lg" className="whitespace-nowrap" disabled={mutation.isPending}>
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {mutation.isPending ? BOOKING_TEXTS.processing : 'Confirm Booking'}
        </Button>
      </div>
    </form>
  );
}
