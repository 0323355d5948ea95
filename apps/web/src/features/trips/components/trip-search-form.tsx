import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { addDays } from '@safari/contracts/calendar';
import { LIMITS } from '@safari/contracts/constants';
import { SEARCH_ERRORS } from '@safari/contracts/messages';
import type { TripSearchInput } from '@safari/contracts/search';
import { Button } from '../../../components/ui/button';
import { useOperatorToday } from '../../../lib/site-status';
import { useReferenceList } from '../../reference/api/get-lookups';
import { validateSearch, type SearchField, type SearchFormValues } from '../utils/search-validation';

const fieldClasses =
  'h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm transition-colors focus:border-brand-500 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600';
const labelClasses = 'mb-1.5 block text-xs font-semibold uppercase tracking-wide text-stone-600';

interface TripSearchFormProps {
  /** Called with valid criteria and the chosen location's name (for the results summary). */
  onSearch(params: TripSearchInput, locationName: string): void;
  searching: boolean;
  /** First sign the visitor is about to search: a chance to fetch the results dialog's code. */
  onIntent?(): void;
}

/**
 * The hero's trip search. Native inputs keep it light and accessible; validation runs on
 * submit and shows only the first problem, as every search form did (docs/product.md#search).
 */
export function TripSearchForm({ onSearch, searching, onIntent }: TripSearchFormProps) {
  const id = useId();
  const lookups = useReferenceList('locations');
  const locations = lookups.data ?? [];
  const [values, setValues] = useState<SearchFormValues>({ location: '', travelers: '2', checkIn: '', checkOut: '' });
  const [error, setError] = useState<{ message: string; field: SearchField } | null>(null);

  // The operator's today, not the visitor's, so the form refuses what the API refuses.
  const today = useOperatorToday();
  // The check-out picker starts the day after check-in, so dates up to check-in are disabled.
  const checkOutMin = addDays(values.checkIn && values.checkIn >= today ? values.checkIn : today, 1);
  const unavailable = lookups.isPending || lookups.isError;

  const set = (field: SearchField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unavailable) return;
    const result = validateSearch(values, today);
    if (!result.ok) {
      setError({ message: result.error, field: result.field });
      document.getElementById(`${id}-${result.field}`)?.focus();
      return;
    }
    setError(null);
    const location = locations.find((l) => l.id === result.params.location);
    onSearch(result.params, location?.name ?? '');
  }

  // Enter searches from any field, the destination <select> included (it has no implicit submit).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'BUTTON') return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }

  const invalid = (field: SearchField) =>
    error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      aria-label="Search trips"
      className="rounded-2xl bg-white/95 p-4 text-stone-900 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1.5fr_1fr_1.15fr_1.15fr_auto] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-location`} className={labelClasses}>
            Destination
          </label>
          <select
            id={`${id}-location`}
            className={fieldClasses}
            value={values.location}
            onChange={set('location')}
            disabled={unavailable}
            {...invalid('location')}
          >
            <option value="">{lookups.isPending ? 'Loading locations...' : 'Where to?'}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-1">
          <label htmlFor={`${id}-travelers`} className={labelClasses}>
            Travelers
          </label>
          <input
            id={`${id}-travelers`}
            type="number"
            inputMode="numeric"
            min={LIMITS.travelersMin}
            max={LIMITS.travelersMax}
            step={1}
            className={fieldClasses}
            value={values.travelers}
            onChange={set('travelers')}
            {...invalid('travelers')}
          />
        </div>
        <div className="col-span-1">
          <label htmlFor={`${id}-checkIn`} className={labelClasses}>
            Check-in
          </label>
          <input
            id={`${id}-checkIn`}
            type="date"
            min={today}
            className={fieldClasses}
            value={values.checkIn}
            onChange={set('checkIn')}
            {...invalid('checkIn')}
          />
        </div>
        <div className="col-span-1">
          <label htmlFor={`${id}-checkOut`} className={labelClasses}>
            Check-out
          </label>
          <input
            id={`${id}-checkOut`}
            type="date"
            min={checkOutMin}
            className={fieldClasses}
            value={values.checkOut}
            onChange={set('checkOut')}
            {...invalid('checkOut')}
          />
        </div>
        <Button type="submit" size="lg" className="col-span-2 h-12 lg:col-span-1" disabled={unavailable || searching}>
          <Search className="h-5 w-5" aria-hidden="true" />
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </div>
      {lookups.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {SEARCH_ERRORS.locationsFailed}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </form>
  );
}
