import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { climbReservationInput, type ClimbReservation, type ClimbReservationInput, type GroupClimb } from '@safari/contracts/climbs';
import { BOOKING_TEXTS } from '@safari/contracts/booking';
import { ApiError } from '../../../lib/api-client';
import { useReserveClimb } from '../api/reserve-climb';
import { controlClasses } from './calculator-field';
import { ReserveProblem } from './reserve-problem';

type ReservationOutput = ReturnType<typeof climbReservationInput.parse>;
const FIELDS = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** A named traveller and the spots they take; the server refuses more than are left. */
export function ReserveClimbForm({ climb, onReserved }: { climb: GroupClimb; onReserved(result: ClimbReservation, email: string): void }) {
  const id = useId();
  const mutation = useReserveClimb();
  const maxSeats = Math.max(1, Math.min(10, climb.seats_left));
  const form = useForm<ClimbReservationInput, unknown, ReservationOutput>({
    resolver: zodResolver(climbReservationInput),
    defaultValues: { name: '', email: '', phone: '', seats: 1 },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate({ climbUuid: climb.uuid, input }, { onSuccess: (result) => onReserved(result, input.email) }),
  );
  const failure = mutation.error;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Reserve a spot on the ${climb.route} climb`} className="space-y-4">
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="mb-1.5 block text-sm font-semibold text-stone-800">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              className={controlClasses(Boolean(error))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.name}-error` : undefined}
              {...form.register(field.name)}
            />
            {error && (
              <p id={`${id}-${field.name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <label htmlFor={`${id}-seats`} className="mb-1.5 block text-sm font-semibold text-stone-800">
          Spots
        </label>
        <select id={`${id}-seats`} className={controlClasses(Boolean(errors.seats))} {...form.register('seats')}>
          {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {failure && <ReserveProblem message={failure.message} soldOut={failure instanceof ApiError && failure.status === 409} />}
      <button
        type="submit"
        disabled={mutation.isPending}
        className="inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {mutation.isPending ? BOOKING_TEXTS.processing : 'Reserve Spot'}
      </button>
    </form>
  );
}
