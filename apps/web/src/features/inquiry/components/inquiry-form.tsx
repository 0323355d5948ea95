import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { UI_TIMING_MS } from '../../../lib/ui-constants';
import { INQUIRY_TEXTS } from '../data/inquiry-texts';
import type { IdName } from '@safari/contracts/reference';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/form-controls';
import { toast } from '../../../lib/toast';
import { useHasAuthToken } from '../../auth/hooks/use-auth-token';
import { useReferenceList } from '../../reference/api/get-lookups';
import { saveInquiry } from '../api/save-inquiry';
import { inquiryFailureMessage } from '../utils/inquiry-failure';
import { inquiryAlertText, readInquiryForm, toInquiryValues, type InquiryFormValues } from '../utils/inquiry-form-values';
import { inquiryErrors, inquiryMessages, type InquiryErrors } from '../utils/inquiry-resolver';
import { asOptions, BUDGET_SELECT, InquiryPersonFields, InquirySelect, InquiryWhenFields } from './inquiry-fields';
import { SelectAllList } from './select-all-list';

export interface InquiryFormProps {
  /** 'inquiry' (the Trip Inquiry page) also alerts 'Inquiry submitted successfully!'. */
  variant: 'inquiry' | 'contact';
  /** Destinations come from their own feature; the page hands them in (decision 0015). */
  destinations: { items: readonly IdName[] | undefined; failedText?: string };
  /** The id of the heading that names the form. */
  labelledBy: string;
}

type Lists = Pick<InquiryFormValues, 'destinations' | 'locations'>;
const NO_LISTS: Lists = { destinations: [], locations: [] };

/**
 * The trip inquiry (docs/product.md#inquiries), shared by /inquiry and /contact-us: every rule at
 * once in one alert, 'Submitting...', then a toast, the form reset and, 2 s later, the dashboard
 * for a signed-in traveller or the home page.
 *
 * No form library (decision 0035): the text fields and selects are uncontrolled and read with
 * FormData, so typing before hydration is kept; the two checkbox lists are state. As with
 * react-hook-form before, the fields are checked on submit, and after a first submit on every
 * change, so a corrected field loses its invalid mark at once.
 */
export function InquiryForm({ variant, destinations, labelledBy }: InquiryFormProps) {
  const prefix = useId();
  const navigate = useNavigate();
  const signedIn = useHasAuthToken();
  const countries = useReferenceList('countries');
  const categories = useReferenceList('categories');
  const classes = useReferenceList('searviceClasses');
  const locations = useReferenceList('locations');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Guards a second submit before the re-render that disables the button.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The lists in a ref as well: a checkbox's change reaches the form's onChange before the state re-renders.
  const listsRef = useRef<Lists>(NO_LISTS);
  const [lists, setLists] = useState<Lists>(NO_LISTS);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const checked = useRef(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const read = () => readInquiryForm(formRef.current!, listsRef.current);
  const setList = (name: keyof Lists, next: number[]) => {
    listsRef.current = { ...listsRef.current, [name]: next };
    setLists(listsRef.current);
  };
  const recheck = () => {
    if (checked.current) setErrors(inquiryErrors(read()));
  };
  const reset = () => {
    formRef.current?.reset();
    listsRef.current = NO_LISTS;
    setLists(NO_LISTS);
    checked.current = false;
    setErrors({});
  };

  const send = async (values: InquiryFormValues) => {
    sending.current = true;
    setBusy(true);
    try {
      await saveInquiry(queryClient, toInquiryValues(values));
    } catch (error) {
      const message = inquiryFailureMessage(error);
      toast({ title: INQUIRY_TEXTS.failureTitle, description: message || INQUIRY_TEXTS.failureDescription, variant: 'destructive' });
      return;
    } finally {
      sending.current = false;
      setBusy(false);
    }
    reset();
    toast({ title: INQUIRY_TEXTS.successTitle, description: INQUIRY_TEXTS.successDescription, variant: 'success' });
    if (variant === 'inquiry') window.alert(INQUIRY_TEXTS.successAlert);
    const target = signedIn ? '/dashboard' : '/';
    redirect.current = window.setTimeout(() => void navigate(target), UI_TIMING_MS.redirectAfterSuccess);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const values = read();
    const problems = inquiryErrors(values);
    checked.current = true;
    setErrors(problems);
    if (Object.keys(problems).length === 0) return void send(values);
    // Validate locally; if anything is wrong, alert every message and stop, then put
    // the focus on the first invalid field, as react-hook-form did.
    window.alert(inquiryAlertText(inquiryMessages(values)));
    const first = [...event.currentTarget.elements].find(
      (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
        el.type !== 'checkbox' &&
        el.name in problems,
    );
    first?.focus();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={submit}
      onChange={recheck}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="inquiry-form"
    >
      <InquiryPersonFields prefix={prefix} errors={errors} />
      <InquirySelect
        prefix={prefix}
        name="country"
        label="Country"
        options={asOptions(countries.data)}
        placeholder="Select your country"
        errors={errors}
        required
      />
      <InquirySelect
        prefix={prefix}
        name="tripType"
        label="Trip type"
        options={asOptions(categories.data)}
        placeholder="Select a trip type"
        errors={errors}
        required
      />
      <InquiryWhenFields prefix={prefix} errors={errors} />
      <InquirySelect
        prefix={prefix}
        name="serviceClass"
        label="Service class"
        options={asOptions(classes.data)}
        placeholder="Any class"
        errors={errors}
      />
      <InquirySelect prefix={prefix} name="budget" label="Budget" options={BUDGET_SELECT} placeholder="Select a budget" errors={errors} />
      <SelectAllList
        name="destinations"
        legend="Destinations"
        items={destinations.items}
        failedText={destinations.failedText}
        loadingText={INQUIRY_TEXTS.loadingDestinations}
        value={lists.destinations}
        onChange={(next) => setList('destinations', next)}
        invalid={Boolean(errors.destinations)}
      />
      <SelectAllList
        name="locations"
        legend="Locations"
        items={locations.data}
        failedText={locations.isError ? 'Locations could not be loaded. Please reload the page.' : undefined}
        loadingText={INQUIRY_TEXTS.loadingLocations}
        value={lists.locations}
        onChange={(next) => setList('locations', next)}
        invalid={Boolean(errors.locations)}
      />
      <Field id={`${prefix}-message`} label="Message" required className="sm:col-span-2">
        <textarea
          id={`${prefix}-message`}
          name="message"
          rows={5}
          maxLength={5000}
          placeholder="Tell us about your dream trip: interests, pace, special occasions…"
          aria-invalid={Boolean(errors.message)}
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
  );
}
