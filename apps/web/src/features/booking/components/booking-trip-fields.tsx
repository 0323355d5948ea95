import type { FocusEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BOOKING_VALIDATION } from '@safari/contracts/messages';
import type { Departure } from '@safari/contracts/booking';
import { addDays, formatIsoDate } from '@safari/contracts/calendar';
import { LIMITS } from '@safari/contracts/constants';
import type { IdName } from '@safari/contracts/reference';
import type { TripDetail } from '@safari/contracts/trip';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { useOperatorToday } from '../../../lib/site-status';
import { guestsAfterBlur, type BookingFormValues } from '../utils/booking-validation';
import { BookingEstimate } from './booking-estimate';
import { PROBLEM_ID } from './booking-problem';
import { BookingSelect } from './booking-select';
import { DeparturePicker } from './departure-picker';

/** When, how many and which class: the part of the form that sets the price. */
export function BookingTripFields({
  trip,
  classes,
  departures,
  departure,
  onDepartureChange,
}: {
  trip: TripDetail;
  classes: readonly IdName[];
  departures: readonly Departure[];
  departure: Departure | null;
  onDepartureChange(uuid: string): void;
}) {
  const { register, setValue, formState, control } = useFormContext<BookingFormValues>();
  const today = useOperatorToday();
  const [startDate, guests, classId] = useWatch({ control, name: ['start_date', 'guest_count', 'class_id'] });
  // The hint always describes the field; the problem message too while it is about this field.
  const describe = (name: 'start_date' | 'guest_count') => {
    const invalid = Boolean(formState.errors[name]);
    return { 'aria-invalid': invalid, 'aria-describedby': `booking-${name}-hint${invalid ? ` ${PROBLEM_ID}` : ''}` };
  };

  const guestsField = register('guest_count', {
    // Leaving the field below 2 alerts and resets it to 2: a booking is for 2 guests or more.
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const reset = guestsAfterBlur(event.target.value);
      if (reset === null) return;
      window.alert(BOOKING_VALIDATION.guestsMin);
      setValue('guest_count', reset, { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {departures.length > 0 && (
        <DeparturePicker
          className="sm:col-span-2"
          departures={departures}
          value={departure?.uuid ?? ''}
          onChange={onDepartureChange}
          invalid={Boolean(formState.errors.trip_group_uuid)}
        />
      )}
      {departure ? (
        <Field id="booking-start_date" label="Start date" hint="Fixed by the group departure you chose.">
          <input
            id="booking-start_date"
            readOnly
            value={formatIsoDate(departure.start_date)}
            aria-describedby="booking-start_date-hint"
            className={inputClasses}
          />
        </Field>
      ) : (
        <Field id="booking-start_date" label="Start date" required hint="From tomorrow onwards.">
          <input
            id="booking-start_date"
            type="date"
            min={addDays(today, 1)}
            {...register('start_date')}
            {...describe('start_date')}
            className={inputClasses}
          />
        </Field>
      )}
      <Field
        id="booking-guest_count"
        label="Number of guests"
        required
        hint={`At least ${LIMITS.bookingGuestsMin}, at most ${trip.max_guests}.`}
      >
        <input
          id="booking-guest_count"
          type="number"
          inputMode="numeric"
          min={LIMITS.bookingGuestsMin}
          max={trip.max_guests}
          step={1}
          {...guestsField}
          {...describe('guest_count')}
          className={inputClasses}
        />
      </Field>
      <div className="sm:col-span-2">
        <BookingSelect name="class_id" label="Service class" options={classes} placeholder="Select a class" />
      </div>
      <BookingEstimate
        className="sm:col-span-2"
        budgets={trip.budgets}
        classId={Number(classId) || 0}
        guests={Number(guests)}
        startDate={departure?.start_date ?? startDate}
        departurePrice={departure?.price_per_person ?? null}
        paymentTerms={trip.payment_terms}
        today={today}
      />
    </div>
  );
}
