import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { departureCreateInput, departureUpdateInput, type AdminDeparture } from '@safari/contracts/admin-bookings';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useCreateDeparture } from '../api/create-departure';
import { useUpdateDeparture } from '../api/update-departure';
import { InputField } from './form-fields';

// An empty price means "the trip's own price" (null), not zero.
const priceOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const number = (value: unknown) => (value === '' ? undefined : Number(value));

type SeatsAndPrice = 'seats_total' | 'price_per_person';
// What both forms' register and errors are to these two fields (the forms' other fields differ).
type RegisterSeatsAndPrice = (name: SeatsAndPrice, options: { setValueAs: (value: unknown) => unknown }) => UseFormRegisterReturn;
type SeatsAndPriceErrors = Partial<Record<SeatsAndPrice, { message?: string }>>;

/** The two numbers both departure forms edit: seats, and a price per person or the trip's own. */
function SeatsAndPriceFields({ id, register, errors }: { id: string; register: RegisterSeatsAndPrice; errors: SeatsAndPriceErrors }) {
  return (
    <>
      <InputField
        id={`${id}-seats`}
        label="Seats"
        type="number"
        inputMode="decimal"
        step="1"
        min="0"
        error={errors.seats_total?.message}
        registration={register('seats_total', { setValueAs: number })}
      />
      <InputField
        id={`${id}-price`}
        label="Price per person (USD)"
        hint="Leave empty to use the trip's price."
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        error={errors.price_per_person?.message}
        registration={register('price_per_person', { setValueAs: priceOrNull })}
      />
    </>
  );
}

/** Opens a departure: date, seats and, if it differs from the trip's, a price per person. */
export function NewDepartureForm({ tripUuid }: { tripUuid: string }) {
  const id = useId();
  const mutation = useCreateDeparture(tripUuid);
  const form = useForm<z.input<typeof departureCreateInput>, unknown, z.output<typeof departureCreateInput>>({
    resolver: zodResolver(departureCreateInput),
    defaultValues: { start_date: '', seats_total: 12, price_per_person: null },
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby={`${id}-h`} className="self-start rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="mb-3 text-lg font-bold text-stone-900">
        Open a departure
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values, { onSuccess: () => form.reset() }))}
      >
        <InputField
          id={`${id}-date`}
          label="Start date"
          required
          type="date"
          error={errors.start_date?.message}
          registration={form.register('start_date')}
        />
        <SeatsAndPriceFields id={id} register={form.register} errors={errors} />
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The departure was not opened. Please try again.')}</FormMessage>
        )}
        {mutation.isSuccess && <FormMessage tone="success">Departure opened.</FormMessage>}
        <Button type="submit" disabled={mutation.isPending}>
          Open departure
        </Button>
      </form>
    </section>
  );
}

/** Edits a departure's date (none booked yet), seats (not below those sold) and price. */
export function DepartureEditDialog({ departure, onClose }: { departure: AdminDeparture; onClose(): void }) {
  const id = useId();
  const mutation = useUpdateDeparture();
  const form = useForm<z.input<typeof departureUpdateInput>, unknown, z.output<typeof departureUpdateInput>>({
    resolver: zodResolver(departureUpdateInput),
    defaultValues: { start_date: departure.start_date, seats_total: departure.seats_total, price_per_person: departure.price_per_person },
  });
  const errors = form.formState.errors;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Departure of ${departure.start_date}`}
      description={`${departure.seats_sold} seat(s) sold so far.`}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit((values) => {
          // Only what changed is sent: the date of a departure with bookings must not be sent at all.
          const changes = { ...values };
          if (changes.start_date === departure.start_date) delete changes.start_date;
          mutation.mutate({ uuid: departure.uuid, ...changes }, { onSuccess: onClose });
        })}
      >
        <InputField
          id={`${id}-date`}
          label="Start date"
          type="date"
          disabled={departure.seats_sold > 0}
          registration={form.register('start_date')}
        />
        <SeatsAndPriceFields id={id} register={form.register} errors={errors} />
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The departure was not saved. Please try again.')}</FormMessage>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
