import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useCreateTrip } from '../api/create-trip';
import type { CatalogueOptions } from '../api/get-catalogue-options';
import { useAdminTrip } from '../api/get-trip';
import { useUpdateTrip } from '../api/update-trip';
import { useUploadTripBanner } from '../api/upload-trip-banner';
import { tripForm, tripFormValues, tripPayload, type TripFormApi, type TripFormInput, type TripFormOutput } from '../utils/trip-form';
import { AddonChoices } from './addon-choices';
import { BannerUpload } from './banner-upload';
import { CatalogueEditorFrame, EditorStatus } from './catalogue-editor-frame';
import { CheckboxField, InputField, TextAreaField } from './form-fields';
import { IdCheckboxGroup } from './id-checkbox-group';
import { QueryState, ScreenHeader } from './query-state';
import { TripBudgetTable } from './trip-budget-table';
import { TripItinerary } from './trip-itinerary';
import { TripPaymentTerms } from './trip-payment-terms';

const number = (value: unknown) => (value === '' ? undefined : Number(value));

/** /admin/trips/:id or /admin/trips/new: the whole trip on one form. */
export function TripEditor({ uuid }: { uuid?: string }) {
  return (
    <CatalogueEditorFrame backTo="/admin/trips" backLabel="All trips">
      {(options) => (uuid ? <ExistingTrip uuid={uuid} options={options} /> : <TripForm options={options} />)}
    </CatalogueEditorFrame>
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
    <InputField id={`${id}-${name}`} label={label} required={required} error={errors[name]?.message} registration={form.register(name)} />
  );
  const num = (name: 'base_price' | 'duration_days' | 'max_guests', label: string, step = '1') => (
    <InputField
      id={`${id}-${name}`}
      label={label}
      required
      type="number"
      min="0"
      step={step}
      error={errors[name]?.message}
      registration={form.register(name, { setValueAs: number })}
    />
  );

  return (
    <>
      <ScreenHeader title={trip ? `Edit trip: ${trip.name}` : 'New trip'}>
        {trip && (
          <EditorStatus status={trip.is_active ? 'published' : 'draft'} siteUrl={trip.is_active ? `/packages/${trip.uuid}` : undefined} />
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
          <TextAreaField
            id={`${id}-description`}
            label="Description"
            hint="Formatting such as <p>, <strong> and lists is kept; anything unsafe is removed on save."
            rows={6}
            className="md:col-span-2"
            registration={form.register('description')}
          />
          <TextAreaField
            id={`${id}-highlights`}
            label="Highlights"
            hint="One per line."
            rows={4}
            className="md:col-span-2"
            registration={form.register('highlights_text')}
          />
          <CheckboxField
            label="Published (shown on the site; otherwise a draft)"
            className="md:col-span-2"
            registration={form.register('is_active')}
          />
          <CheckboxField
            label="Kilimanjaro climb (its departures are offered as group climbs on the Kilimanjaro page)"
            className="md:col-span-2"
            registration={form.register('is_kilimanjaro_climb')}
          />
        </section>
        <TripIdChoices form={form} name="category_ids" legend="Categories" choices={options.trip_categories} />
        <AddonChoices form={form} addons={options.addons} />
        <TripIdChoices form={form} name="destination_ids" legend="Destinations visited" choices={options.destinations} />
        <TripItinerary form={form} errors={errors} />
        <TripBudgetTable form={form} options={options} />
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The trip was not saved. Please try again.')}</FormMessage>
        )}
        {Object.keys(errors).length > 0 && <FormMessage tone="error">Please correct the fields marked above.</FormMessage>}
        {update.isSuccess && !form.formState.isDirty && <FormMessage tone="success">Saved: the site shows the change now.</FormMessage>}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {trip ? 'Save trip' : 'Create trip'}
        </Button>
      </form>
      {trip && <TripPaymentTerms uuid={trip.uuid} />}
      {trip && <TripBanner trip={trip} />}
    </>
  );
}

/** One of the trip's id lists (categories, destinations) as checkboxes. */
function TripIdChoices({
  form,
  name,
  legend,
  choices,
}: {
  form: TripFormApi;
  name: 'category_ids' | 'destination_ids';
  legend: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
}) {
  const chosen = useWatch({ control: form.control, name }) ?? [];
  return (
    <IdCheckboxGroup
      legend={legend}
      choices={choices}
      chosen={chosen}
      onChange={(ids) => form.setValue(name, ids, { shouldDirty: true })}
    />
  );
}

function TripBanner({ trip }: { trip: AdminTripDetail }) {
  const upload = useUploadTripBanner(trip.uuid);
  return <BannerUpload banner={trip.banner} upload={upload} />;
}
