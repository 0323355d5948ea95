import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminDestinationDetail } from '@safari/contracts/admin-catalogue';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useCreateDestination } from '../api/create-destination';
import type { CatalogueOptions } from '../api/get-catalogue-options';
import { useAdminDestination } from '../api/get-destination';
import { useUpdateDestination } from '../api/update-destination';
import { useUploadDestinationBanner } from '../api/upload-destination-banner';
import {
  blankDestination,
  destinationForm,
  destinationFormValues,
  type DestinationFormInput,
  type DestinationFormOutput,
} from '../utils/destination-form';
import { BannerUpload } from './banner-upload';
import { CatalogueEditorFrame, EditorStatus } from './catalogue-editor-frame';
import { DestinationActivities, DestinationFacts } from './destination-list-fields';
import { CheckboxField, InputField, TextAreaField } from './form-fields';
import { IdCheckboxGroup } from './id-checkbox-group';
import { QueryState, ScreenHeader } from './query-state';

/** /admin/destinations/:id or /admin/destinations/new: description, place, categories, facts and activities, active flag, banner. */
export function DestinationEditor({ uuid }: { uuid?: string }) {
  return (
    <CatalogueEditorFrame backTo="/admin/destinations" backLabel="All destinations">
      {(options) => (uuid ? <ExistingDestination uuid={uuid} options={options} /> : <DestinationForm options={options} />)}
    </CatalogueEditorFrame>
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
  const form = useForm<DestinationFormInput, unknown, DestinationFormOutput>({
    resolver: zodResolver(destinationForm),
    defaultValues: destination ? destinationFormValues(destination) : blankDestination(options),
  });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'category_ids' }) ?? [];
  const submit = form.handleSubmit((values) => {
    // The region is the chosen location's: the form asks for the place once.
    const region = options.locations.find((l) => l.id === values.location_id)?.region_id ?? values.region_id;
    const input = { ...values, region_id: region };
    if (destination)
      update.mutate({ uuid: destination.uuid, ...input }, { onSuccess: (envelope) => form.reset(destinationFormValues(envelope.data)) });
    else create.mutate(input, { onSuccess: (envelope) => navigate(`/admin/destinations/${envelope.data.uuid}`, { replace: true }) });
  });
  return (
    <>
      <ScreenHeader title={destination ? `Edit destination: ${destination.name}` : 'New destination'}>
        {destination && (
          <EditorStatus status={destination.is_active ? 'active' : 'inactive'} siteUrl={`/destinations/${destination.slug}`} />
        )}
      </ScreenHeader>
      <form noValidate onSubmit={submit} className="space-y-6">
        <section aria-label="Basics" className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-2">
          <InputField id={`${id}-name`} label="Name" required error={errors.name?.message} registration={form.register('name')} />
          {!destination && (
            <InputField
              id={`${id}-slug`}
              label="Slug (web address)"
              hint="Left empty, it is made from the name."
              error={errors.slug?.message}
              registration={form.register('slug', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
            />
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
          <TextAreaField
            id={`${id}-description`}
            label="Description"
            hint="Formatting is kept; anything unsafe is removed on save."
            rows={6}
            className="md:col-span-2"
            registration={form.register('description')}
          />
          <CheckboxField label="Active (shown on the site)" className="md:col-span-2" registration={form.register('is_active')} />
        </section>
        <IdCheckboxGroup
          legend="Categories"
          choices={options.destination_categories}
          chosen={chosen}
          onChange={(ids) => form.setValue('category_ids', ids, { shouldDirty: true })}
        />
        <DestinationFacts form={form} errors={errors} />
        <DestinationActivities form={form} errors={errors} />
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
