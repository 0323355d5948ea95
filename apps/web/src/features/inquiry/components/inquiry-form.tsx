import { useEffect, useId, useRef } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { UI_TIMING_MS } from '@safari/contracts/constants';
import { INQUIRY_TEXTS } from '@safari/contracts/inquiry';
import type { IdName } from '@safari/contracts/reference';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { toast } from '../../../lib/toast';
import { useHasAuthToken } from '../../auth/hooks/use-auth-token';
import { useReferenceList } from '../../reference/api/get-lookups';
import { useSaveInquiry } from '../api/save-inquiry';
import { inquiryFailureMessage } from '../utils/inquiry-failure';
import { EMPTY_INQUIRY, inquiryAlertText, toInquiryValues, type InquiryFormValues } from '../utils/inquiry-form-values';
import { inquiryMessages, inquiryResolver } from '../utils/inquiry-resolver';
import { asOptions, BUDGET_SELECT, InquiryPersonFields, InquirySelect, InquiryWhenFields } from './inquiry-fields';
import { SelectAllList } from './select-all-list';

export interface InquiryFormProps {
  /** 'inquiry' (the Trip Inquiry page) also alerts 'Inquiry submitted successfully!' (SPEC §4). */
  variant: 'inquiry' | 'contact';
  /** Destinations come from their own feature; the page hands them in (decision 0015). */
  destinations: { items: readonly IdName[] | undefined; failedText?: string };
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * SPEC §2/§4/§5 trip inquiry, shared by /inquiry and /contact-us: every rule at once in one
 * alert, 'Submitting...', then a toast, the form reset and, 2 s later, the dashboard for a
 * signed-in traveller or the home page.
 */
export function InquiryForm({ variant, destinations, labelledBy }: InquiryFormProps) {
  const prefix = useId();
  const navigate = useNavigate();
  const signedIn = useHasAuthToken();
  const countries = useReferenceList('countries');
  const categories = useReferenceList('categories');
  const classes = useReferenceList('searviceClasses');
  const locations = useReferenceList('locations');
  const save = useSaveInquiry();
  const form = useForm<InquiryFormValues>({ defaultValues: EMPTY_INQUIRY, resolver: inquiryResolver });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const send = async (values: InquiryFormValues) => {
    try {
      await save.mutateAsync(toInquiryValues(values));
    } catch (error) {
      const message = inquiryFailureMessage(error);
      toast({ title: INQUIRY_TEXTS.failureTitle, description: message || INQUIRY_TEXTS.failureDescription, variant: 'destructive' });
      return;
    }
    form.reset(EMPTY_INQUIRY);
    toast({ title: INQUIRY_TEXTS.successTitle, description: INQUIRY_TEXTS.successDescription, variant: 'success' });
    if (variant === 'inquiry') window.alert(INQUIRY_TEXTS.successAlert);
    const target = signedIn ? '/dashboard' : '/';
    redirect.current = window.setTimeout(() => void navigate(target), UI_TIMING_MS.redirectAfterSuccess);
  };
  // SPEC §4: validate locally; if anything is wrong, alert every message and stop.
  const alertProblems = () => window.alert(inquiryAlertText(inquiryMessages(form.getValues())));
  const busy = form.formState.isSubmitting || save.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => form.handleSubmit(send, alertProblems)(event)}
        className="grid gap-5 sm:grid-cols-2"
        data-testid="inquiry-form"
      >
        <InquiryPersonFields prefix={prefix} />
        <InquirySelect prefix={prefix} name="country" label="Country" options={asOptions(countries.data)} placeholder="Select your country" required />
        <InquirySelect prefix={prefix} name="tripType" label="Trip type" options={asOptions(categories.data)} placeholder="Select a trip type" required />
        <InquiryWhenFields prefix={prefix} />
        <InquirySelect prefix={prefix} name="serviceClass" label="Service class" options={asOptions(classes.data)} placeholder="Any class" />
        <InquirySelect prefix={prefix} name="budget" label="Budget" options={BUDGET_SELECT} placeholder="Select a budget" />
        <Controller
          name="destinations"
          control={form.control}
          render={({ field, fieldState }) => (
            <SelectAllList
              name="destinations"
              legend="Destinations"
              items={destinations.items}
              failedText={destinations.failedText}
              loadingText={INQUIRY_TEXTS.loadingDestinations}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldState.error)}
            />
          )}
        />
        <Controller
          name="locations"
          control={form.control}
          render={({ field, fieldState }) => (
            <SelectAllList
              name="locations"
              legend="Locations"
              items={locations.data}
              failedText={locations.isError ? 'Locations could not be loaded. Please reload the page.' : undefined}
              loadingText={INQUIRY_TEXTS.loadingLocations}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldState.error)}
            />
          )}
        />
        <Field id={`${prefix}-message`} label="Message" required className="sm:col-span-2">
          <textarea
            id={`${prefix}-message`}
            rows={5}
            maxLength={5000}
            placeholder="Tell us about your dream trip: interests, pace, special occasions…"
            aria-invalid={Boolean(form.formState.errors.message)}
            {...form.register('message')}
            className={inputClasses}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
            <Send className="h-5 w-5" aria-hidden="true" />
            {busy ? INQUIRY_TEXTS.submitting : 'Send Inquiry'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
