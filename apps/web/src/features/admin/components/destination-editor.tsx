import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  destinationActivityInput,
  destinationCreateInput,
  destinationFactInput,
  type AdminDestinationDetail,
} from '@safari/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses, labelClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useCatalogueOptions, type CatalogueOptions } from '../api/get-catalogue-options';
import { useCreateDestination } from '../api/create-destination';
import { useAdminDestination } from '../api/get-destination';
import { useUpdateDestination } from '../api/update-destination';
import { useUploadDestinationBanner } from '../api/upload-destination-banner';
import { BannerUpload } from './banner-upload';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

// The shared schema, with the lists and the flag every saved destination has.
const destinationForm = destinationCreateInput.extend({
  is_active: z.boolean(),
  category_ids: z.array(z.number().int()),
  facts: z.array(destinationFactInput),
  activities: z.array(destinationActivityInput.extend({ is_active: z.boolean() })),
});
type FormIn = z.input<typeof destinationForm>;
type FormOut = z.output<typeof destinationForm>;

const valuesOf = (d: AdminDestinationDetail): FormIn => ({
  name: d.name,
  slug: d.slug,
  description: d.description,
  location_id: d.location_id,
  region_id: d.region_id,
  is_active: d.is_active,
  category_ids: d.category_ids,
  facts: d.facts,
  activities: d.activities,
});

/** A new destination: inactive until the operator says so, at the first place of the list. */
const blankValues = (options: CatalogueOptions): FormIn => ({
  name: '',
  slug: undefined,
  description: '',
  location_id: options.locations[0]?.id ?? 0,
  region_id: options.locations[0]?.region_id ?? 0,
  is_active: false,
  category_ids: [],
  facts: [],
  activities: [],
});

/** /admin/destinations/:id or /admin/destinations/new: description, place, categories, facts and activities, active flag, banner. */
export function DestinationEditor({ uuid }: { uuid?: string }) {
  const options = useCatalogueOptions();
  return (
    <>
      <Link to="/admin/destinations" className="text-sm text-brand-800 underline">
        ← All destinations
      </Link>
      <QueryState query={options} label="the catalogue's options">
        {(opts) => (uuid ? <ExistingDestination uuid={uuid} options={opts} /> : <DestinationForm options={opts} />)}
      </QueryState>
    </>
  );
}

function ExistingDestination({ uuid, options }: { uuid: string; options: CatalogueOptions }) {
  const destination = useAdminDestination(uuid);
  const upload = useUploadDestinationBanner(uuid);
  return (
    <QueryState query={destination} label="the destination">
      {(d) => (
        <>
          <DestinationForm options={options} destination={d} />
          <BannerUpload banner={d.banner} upload={upload} />
        </>
      )}
    </QueryState>
  );
}

function DestinationForm({ options, destination }: { options: CatalogueOptions; destination?: AdminDestinationDetail }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateDestination();
  const update = useUpdateDestination();
  const mutation = destination ? update : create;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(destinationForm),
    defaultValues: destination ? valuesOf(destination) : blankValues(options),
  });
  const facts = useFieldArray({ control: form.control, name: 'facts' });
  const activities = useFieldArray({ control: form.control, name: 'activities' });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'category_ids' }) ?? [];
  const submit = form.handleSubmit((values) => {
    // The region is the chosen location's: the form asks for the place once.
    const region = options.locations.find((l) => l.id === values.location_id)?.region_id ?? values.region_id;
    const input = { ...values, region_id: region };
    if (destination) update.mutate({ uuid: destination.uuid, ...input }, { onSuccess: (envelope) => form.reset(valuesOf(envelope.data)) });
    else create.mutate(input, { onSuccess: (envelope) => navigate(`/admin/destinations/${envelope.data.uuid}`, { replace: true }) });
  });
  return (
    <>
      <ScreenHeader title={destination ? `Edit destination: ${destination.name}` : 'New destination'}>
        {destination && (
          <span className="flex items-center gap-3 text-sm">
            <StatusBadge status={destination.is_active ? 'active' : 'inactive'} />
            <Link to={`/destinations/${destination.slug}`} className="text-brand-800 underline">
              View on the site
            </Link>
          </span>
        )}
      </ScreenHeader>
      <form noValidate onSubmit={submit} className="space-y-6">
        <section aria-label="Basics" className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-2">
          <Field id={`${id}-name`} label="Name" required>
            <input
              id={`${id}-name`}
              className={inputClasses}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              {...form.register('name')}
            />
            {errors.name && (
              <p id={`${id}-name-error`} className="mt-1 text-sm font-medium text-red-800">
                {errors.name.message}
              </p>
            )}
          </Field>
          {!destination && (
            <Field id={`${id}-slug`} label="Slug (web address)" hint="Left empty, it is made from the name.">
              <input
                id={`${id}-slug`}
                className={inputClasses}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={errors.slug ? `${id}-slug-hint ${id}-slug-error` : `${id}-slug-hint`}
                {...form.register('slug', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
              />
              {errors.slug && (
                <p id={`${id}-slug-error`} className="mt-1 text-sm font-medium text-red-800">
                  {errors.slug.message}
                </p>
              )}
            </Field>
          )}
          <Field id={`${id}-location`} label="Location" required>
            <select id={`${id}-location`} className={inputClasses} {...form.register('location_id', { setValueAs: Number })}>
              {options.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={`${id}-description`}
            label="Description"
            hint="Formatting is kept; anything unsafe is removed on save."
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
          <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 md:col-span-2">
            <input type="checkbox" className="h-4 w-4" {...form.register('is_active')} />
            Active (shown on the site)
          </label>
        </section>
        <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
          <legend className="px-1 text-lg font-bold text-stone-900">Categories</legend>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {options.destination_categories.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={chosen.includes(c.id)}
                  onChange={(e) =>
                    form.setValue('category_ids', e.target.checked ? [...chosen, c.id] : chosen.filter((v) => v !== c.id), {
                      shouldDirty: true,
                    })
                  }
                />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
          <legend className="px-1 text-lg font-bold text-stone-900">Facts</legend>
          {facts.fields.map((field, index) => (
            <div key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_1fr_2fr_auto]">
              {(['fact', 'sub_fact', 'description'] as const).map((name) => (
                <div key={name}>
                  <label htmlFor={`${id}-fact-${index}-${name}`} className={labelClasses}>
                    Fact {index + 1}: {name === 'sub_fact' ? 'detail' : name}
                  </label>
                  <input
                    id={`${id}-fact-${index}-${name}`}
                    className={inputClasses}
                    aria-invalid={errors.facts?.[index]?.[name] ? true : undefined}
                    {...form.register(`facts.${index}.${name}`)}
                  />
                </div>
              ))}
              <Button
                size="sm"
                variant="ghost"
                className="self-end"
                onClick={() => facts.remove(index)}
                aria-label={`Remove fact ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button size="sm" variant="secondary" onClick={() => facts.append({ fact: '', sub_fact: '', description: '' })}>
            Add fact
          </Button>
        </fieldset>
        <fieldset className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
          <legend className="px-1 text-lg font-bold text-stone-900">Activities</legend>
          {activities.fields.map((field, index) => (
            <div key={field.id} className="grid gap-2 rounded-lg bg-stone-50 p-3 md:grid-cols-[1fr_2fr_auto_auto]">
              <div>
                <label htmlFor={`${id}-act-${index}-name`} className={labelClasses}>
                  Activity {index + 1}: name
                </label>
                <input
                  id={`${id}-act-${index}-name`}
                  className={inputClasses}
                  aria-invalid={errors.activities?.[index]?.name ? true : undefined}
                  {...form.register(`activities.${index}.name`)}
                />
              </div>
              <div>
                <label htmlFor={`${id}-act-${index}-description`} className={labelClasses}>
                  Activity {index + 1}: description
                </label>
                <input
                  id={`${id}-act-${index}-description`}
                  className={inputClasses}
                  {...form.register(`activities.${index}.description`)}
                />
              </div>
              <label className="flex items-center gap-2 self-end pb-3 text-sm">
                <input type="checkbox" className="h-4 w-4" {...form.register(`activities.${index}.is_active`)} />
                Offered
              </label>
              <Button
                size="sm"
                variant="ghost"
                className="self-end"
                onClick={() => activities.remove(index)}
                aria-label={`Remove activity ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button size="sm" variant="secondary" onClick={() => activities.append({ name: '', description: '', is_active: true })}>
            Add activity
          </Button>
        </fieldset>
        {Object.keys(errors).length > 0 && <FormMessage tone="error">Please correct the fields marked above.</FormMessage>}
        {mutation.isError && (
          <FormMessage tone="error">{errorMessage(mutation.error, 'The destination was not saved. Please try again.')}</FormMessage>
        )}
        {update.isSuccess && !form.formState.isDirty && <FormMessage tone="success">Saved: the site shows the change now.</FormMessage>}
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {destination ? 'Save destination' : 'Create destination'}
        </Button>
      </form>
    </>
  );
}
