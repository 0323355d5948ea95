import { useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { BOOKING_TEXTS, type BookingConfirmation } from '@safari/contracts/booking';
import type { TripDetail } from '@safari/contracts/trip';
import { Button } from '../../../components/ui/button';
import { useOperatorToday } from '../../../lib/site-status';
import { useCurrency } from '../../currency/components/currency-context';
import { useDepartures } from '../api/get-departures';
import { useSaveBooking } from '../api/save-booking';
import { bookingFailureMessage } from '../utils/booking-failure';
import { bookingResolver, type BookingResolverContext } from '../utils/booking-resolver';
import { EMPTY_BOOKING, toBookingRequest, type BookingFormValues } from '../utils/booking-validation';
import { useBookingLists } from '../utils/use-booking-lists';
import { useIdempotencyKey } from '../utils/idempotency-key';
import { BookingContactFields } from './booking-contact-fields';
import { BookingProblem } from './booking-problem';
import { BookingSuccessDialog } from './booking-success-dialog';
import { BookingTripFields } from './booking-trip-fields';

interface BookingFormProps {
  trip: TripDetail;
  /** The chosen departure ('' = private trip): held by the page, shared with its departure list. */
  departureUuid: string;
  onDepartureChange(uuid: string): void;
}

/**
 * Book Now (docs/product.md#booking): every rule and message, 'Processing...' while sending, the
 * success dialog, and an alert on failure. One idempotency key per booking attempt (decision 0020).
 */
export function BookingForm({ trip, departureUuid, onDepartureChange }: BookingFormProps) {
  const today = useOperatorToday();
  const lists = useBookingLists(trip);
  const { data: departures = [] } = useDepartures(trip.uuid);
  const departure = departures.find((d) => d.uuid === departureUuid) ?? null;
  const { selected } = useCurrency();
  const save = useSaveBooking();
  const idempotencyKey = useIdempotencyKey();
  const [confirmation, setConfirmation] = useState<{ booking: BookingConfirmation; email: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const context: BookingResolverContext = {
    today,
    departureUuid,
    departureDate: departure?.start_date ?? null,
    classIds: lists.classes.map((c) => c.id),
    genderIds: lists.genders.map((g) => g.id),
    countryIds: lists.countries.map((c) => c.id),
    maxGuests: trip.max_guests,
  };
  const form = useForm<BookingFormValues, BookingResolverContext>({
    defaultValues: EMPTY_BOOKING,
    resolver: bookingResolver,
    context,
  });

  const book = async (values: BookingFormValues) => {
    const body = toBookingRequest(values, trip.uuid, selected.code, departure?.start_date ?? null);
    try {
      const booking = await save.mutateAsync({ body, idempotencyKey: idempotencyKey.current() });
      // Booked: the next submit is a new booking with a key of its own.
      idempotencyKey.renew();
      setConfirmation({ booking, email: body.email });
    } catch (error) {
      // The key is kept: submitting again repeats this attempt, which the server books once.
      window.alert(bookingFailureMessage(error));
    }
  };
  const focusDeparture = (errors: FieldErrors<BookingFormValues>) => {
    // The departure is not a registered field, so react-hook-form cannot focus it itself.
    if (!errors.trip_group_uuid) return;
    formRef.current?.querySelector<HTMLInputElement>('input[name="trip_group_uuid"]:checked')?.focus();
  };
  // handleSubmit is called in the event, not during render: its callbacks read refs.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(book, focusDeparture)(event);

  const closeConfirmation = () => {
    setConfirmation(null);
    form.reset(EMPTY_BOOKING);
    onDepartureChange('');
  };

  const busy = form.formState.isSubmitting || save.isPending;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="book-heading" className="space-y-8" data-testid="booking-form">
        <fieldset className="space-y-4">
          <legend className="font-display text-lg font-bold text-stone-900">Your trip</legend>
          <BookingTripFields
            trip={trip}
            classes={lists.classes}
            departures={departures}
            departure={departure}
            onDepartureChange={onDepartureChange}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-display text-lg font-bold text-stone-900">Lead traveller</legend>
          <BookingContactFields genders={lists.genders} countries={lists.countries} />
        </fieldset>
        <div className="space-y-4">
          <BookingProblem />
          {lists.failed && (
            <p role="alert" className="text-sm font-medium text-red-800">
              The booking options could not be loaded. Please reload the page.
            </p>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy || lists.loading}>
            {busy ? BOOKING_TEXTS.processing : 'Book Now'}
          </Button>
          <p className="text-sm text-stone-600">Sending this form reserves your trip; no payment is taken now.</p>
        </div>
      </form>
      <BookingSuccessDialog booking={confirmation?.booking ?? null} email={confirmation?.email ?? ''} onClose={closeConfirmation} />
    </FormProvider>
  );
}
