import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFieldArray, useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GROUP_TIERS } from '@safari/contracts/constants';
import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses, labelClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTrip } from '../api/create-trip';
import { useCatalogueOptions, type CatalogueOptions } from '../api/get-catalogue-options';
import { useAdminTrip } from '../api/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import { useUploadTripBanner } from '../api/upload-trip-banner';
import { tripForm, tripFormValues, tripPayload, type TripFormInput, type TripFormOutput } from '../utils/trip-form';
import { AddonChoices } from './addon-choices';
import { BannerUpload } from './banner-upload';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

const number = (value: unknown) => (value === '' ? undefined : Number(value));
const priceOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** /admin/trips/:id or /admin/trips/new: the whole trip on one form. */
export function TripEditor({ uuid }: { uuid?: string }) {
  const options = useCatalogueOptions();
  return (
    <>
      <Link to="/admin/trips" className="text-sm text-brand-800 underline">
        ← All trips
      </Link>
      <QueryState query={options} label="the catalogue's options">
        {(opts) => (uuid ? <ExistingTrip uuid={uuid} options={opts} /> : <TripForm options={opts} />)}
      </QueryState>
    </>
  );
}

function ExistingTrip({ uuid, options }: { uuid: string; options: CatalogueOptions }) {
  const trip = useAdminTrip(uuid);
  return (
    <QueryState query={trip} label="the trip">
      {(data) => <TripForm options={options} trip={data} />}
    </QueryState>
  );
}

function TripForm({ options, trip }: { options: CatalogueOptions; trip?: AdminTripDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateTrip();
  const update = useUpdateTrip(trip?.uuid ?? '');
  const mutation = trip ? update : create;
  const form = useForm<TripFormInput, unknown, TripFormOutput>({
    resolver: zodResolver(tripForm),
    defaultValues: tripFormValues(options, trip),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    const payload = tripPayload(values);
    // The saved trip becomes the form's new starting point (what the server stored, sanitised).
    if (trip) update.mutate(payload, { onSuccess: (envelope) => form.reset(tripFormValues(options, envelope.data)) });
    else create.mutate(payload, { onSuccess: (envelope) => navigate(`/admin/trips/${envelope.data.uuid}`, { replace: true }) });
  });
  const text = (name: 'name' | 'slug', label: string, required = false) => (
    <Field id={`${id}-${name}`} label={label} required={required}>
      <input
        id={`${id}-${name}`}
        className={inputClasses}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />
    </Field>
  );
  const num = (name: 'base_price' | 'duration_days' | 'max_guests', label: string, step = '1') => (
    <Field id={`${id}-${name}`} label={label} required>
      <input
        id={`${id}-${name}`}
        type="number"
        min="0"
        step={step}
        className={inputClasses}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...form.register(name, { setValueAs: number })}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />
    </Field>
  );

  return (
    <>
      <ScreenHeader title={trip ? `Edit trip: ${trip.name}` : 'New trip'}>
        {trip && (
          <span className="flex items-center gap-3 text-sm">
            <StatusBadge status={trip.is_active ? 'published' : 'draft'} />
            {trip.is_active && (
              <Link to={`/packages/${trip.uuid}`} className="text-brand-800 underline">
                View on the site
              </Link>
            )}
          </span>
        )}
      </ScreenHeader>
      <form noValidate onSubmit={submit} className="space-y-6">
        <section className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-2" aria-label="Basics">
          {text('name', 'Name', true)}
          {text('slug', 'Slug (web address)')}
          <Field id={`${id}-type`} label="Trip type" required>
            <select id={`${id}-type`} className={inputClasses} {...form.register('trip_type_id', { setValueAs: number })}>
              {options.trip_types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </Field>
          {num('base_price', 'Base price (USD)', '0.01')}
          {num('duration_days', 'Days')}
          {num('max_guests', 'Most guests')}
          <Field
            id={`${id}-description`}
            label="Description"
            hint="Formatting such as <p>, <strong> and lists is kept; anything unsafe is removed on save."
            className="md:col-span-2"
          >
            <textarea
              id={`${id}-description`}
              rows={6}
              className={inputClasses}
              aria-describedby={`${id}-description-hint`}
              {...form.register('description')}
            />
          </Field>
          <Field id={`${id}-highlights`} label="Highlights" hint="One per line." className="md:col-span-2">
            <textarea
              id={`${id}-highlights`}
              rows={4}
              className={inputClasses}
              aria-describedby={`${id}-highlights-hint`}
              {...form.register('highlights_text')}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 md:col-span-2">
            <input type="checkbox" className="h-4 w-4" {...form.register('is_active')} />
            Published (shown on the site; otherwise a draft)
          </label>
        </section>
        <IdChoices form={form} name="category_ids" legend="Categories" choices={options.trip_categories} />
        <AddonChoices form={form} addons={options.addons} />
        <IdChoices form={form} name="destination_ids" legend="Destinations visited" choices={options.destinations} />
        <Itinerary form={form} errors={errors} />
        <BudgetTable form={form} options={options} />
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The trip was not saved. Please try again.')}</FormMessage>
        )}
        {Object.keys(errors).length > 0 && <FormMessage tone="error">Please correct the fields marked above.</FormMessage>}
        {update.isSuccess && !form.formState.isDirty && <FormMessage tone="success">Saved: the site shows the change now.</FormMessage>}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {trip ? 'Save trip' : 'Create trip'}
        </Button>
      </form>
      {trip && <TripBanner trip={trip} />}
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A set of checkboxes whose value is the list of ids ticked. */
function IdChoices({
  form,
  name,
  legend,
  choices,
}: {
  form: UseFormReturn<TripFormInput, unknown, TripFormOutput>;
  name: 'category_ids' | 'destination_ids';
  legend: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
}) {
  const chosen = useWatch({ control: form.control, name }) ?? [];
  const toggle = (choice: number, on: boolean) =>
    form.setValue(name, on ? [...chosen, choice] : chosen.filter((value) => value !== choice), { shouldDirty: true });
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <label key={choice.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(choice.id)}
              onChange={(e) => toggle(choice.id, e.target.checked)}
            />
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The itinerary's points in visiting order: add, remove, move up or down. */
function Itinerary({ form, errors }: { form: UseFormReturn<TripFormInput, unknown, TripFormOutput>; errors: FieldErrors<TripFormInput> }) {
  const id = useId();
  const points = useFieldArray({ control: form.control, name: 'points' });
  return (
    <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 text-lg font-bold text-stone-900">Itinerary</legend>
      {points.fields.length === 0 && <p className="text-sm text-stone-600">No itinerary point yet.</p>}
      <ol className="space-y-3">
        {points.fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_auto]">
            <div className="space-y-2">
              <label htmlFor={`${id}-${index}-title`} className={labelClasses}>
                Point {index + 1}: title
              </label>
              <input
                id={`${id}-${index}-title`}
                className={inputClasses}
                aria-invalid={errors.points?.[index]?.title ? true : undefined}
                {...form.register(`points.${index}.title`)}
              />
              <label htmlFor={`${id}-${index}-description`} className={labelClasses}>
                Point {index + 1}: description
              </label>
              <textarea
                id={`${id}-${index}-description`}
                rows={2}
                className={inputClasses}
                {...form.register(`points.${index}.description`)}
              />
            </div>
            <div className="flex gap-1 md:flex-col">
              <Button
                size="sm"
                variant="secondary"
                disabled={index === 0}
                onClick={() => points.move(index, index - 1)}
                aria-label={`Move point ${index + 1} up`}
              >
                Up
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={index === points.fields.length - 1}
                onClick={() => points.move(index, index + 1)}
                aria-label={`Move point ${index + 1} down`}
              >
                Down
              </Button>
              <Button size="sm" variant="ghost" onClick={() => points.remove(index)} aria-label={`Remove point ${index + 1}`}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => points.append({ title: '', description: '' })}>
        Add itinerary point
      </Button>
    </fieldset>
  );
}

/** Prices per person by season × service class × group size; an empty cell is not offered. */
function BudgetTable({ form, options }: { form: UseFormReturn<TripFormInput, unknown, TripFormOutput>; options: CatalogueOptions }) {
  const cells = form.getValues('budget_grid');
  const indexOf = (season: number, serviceClass: number, quantity: number) =>
    cells.findIndex((c) => c.season_id === season && c.service_class_id === serviceClass && c.quantity === quantity);
  return (
    <section aria-labelledby="budget-table" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="budget-table" className="mb-1 text-lg font-bold text-stone-900">
        Budget table
      </h2>
      <p className="mb-3 text-sm text-stone-600">Price per person in USD; leave a cell empty when the trip is not sold that way.</p>
      <div className="overflow-x-auto" role="region" aria-label="Budget table" tabIndex={0}>
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Season, class
              </th>
              {GROUP_TIERS.map((tier) => (
                <th key={tier} scope="col" className="px-2 py-1 text-left">
                  {tier} guests
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.seasons.flatMap((season) =>
              options.service_classes.map((serviceClass) => (
                <tr key={`${season.id}-${serviceClass.id}`}>
                  <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                    {season.name}, {serviceClass.name}
                  </th>
                  {GROUP_TIERS.map((tier) => {
                    const index = indexOf(season.id, serviceClass.id, tier);
                    return (
                      <td key={tier} className="px-2 py-1">
                        <input
                          type="number"
                          min="0"
                          step="0.01"
                          aria-label={`${season.name}, ${serviceClass.name}, ${tier} guests`}
                          className={`${inputClasses} w-28 px-2 py-1.5 text-sm`}
                          {...form.register(`budget_grid.${index}.price`, { setValueAs: priceOrNull })}
                        />
                      </td>
                    );
                  })}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TripBanner({ trip }: { trip: AdminTripDetail }) {
  const upload = useUploadTripBanner(trip.uuid);
  return <BannerUpload banner={trip.banner} upload={upload} />;
}
