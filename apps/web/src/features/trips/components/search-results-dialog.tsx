import { CalendarDays, MapPin, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { formatIsoRange } from '@safari/contracts/calendar';
import type { TripSearchData, TripSearchInput } from '@safari/contracts/search';
import { Spinner } from '../../../components/ui/spinner';
import { SearchNextSteps } from './search-next-steps';
import { SearchResultsList } from './search-results-list';

interface SearchResultsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  params: TripSearchInput;
  locationName: string;
  /** Undefined while the search runs. */
  result: TripSearchData | undefined;
  error: string | null;
  /** Runs another search from the dialog (the dates that would fit). */
  onSearch(params: TripSearchInput): void;
  /** Radix returns focus to a Dialog.Trigger; the search form has none, so the caller decides. */
  onCloseFocus(): void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The 'Available Trips' modal with the search summary and matching packages. @public (loaded lazily) */
export function SearchResultsDialog({
  open,
  onOpenChange,
  params,
  locationName,
  result,
  error,
  onSearch,
  onCloseFocus,
}: SearchResultsDialogProps) {
  const trips = result?.trips;
  const travelers = plural(params.guest_count, 'traveler', 'travelers');
  const dates = formatIsoRange(params.check_in, params.check_out);
  let summary = `Searching trips for ${travelers} in ${locationName}, ${dates}.`;
  if (error) summary = `The search for ${travelers} in ${locationName}, ${dates} did not complete.`;
  else if (trips) summary = `${plural(trips.length, 'trip', 'trips')} found for ${travelers} in ${locationName}, ${dates}.`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[88vh] w-[calc(100%-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-stone-50 shadow-2xl"
        >
          <header className="flex items-start justify-between gap-4 border-b border-stone-200 bg-white px-5 py-4 sm:px-7 sm:py-5">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">Available Trips</Dialog.Title>
              <Dialog.Description className="sr-only">{summary}</Dialog.Description>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm text-stone-700" aria-hidden="true">
                {trips && !error && (
                  <li className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white" data-testid="results-count">
                    {plural(trips.length, 'trip', 'trips')} found
                  </li>
                )}
                <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1">
                  <Users className="h-4 w-4" /> {travelers}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1">
                  <MapPin className="h-4 w-4" /> {locationName}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1">
                  <CalendarDays className="h-4 w-4" /> {dates}
                </li>
              </ul>
            </div>
            <Dialog.Close
              className="rounded-full p-2 text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto px-5 py-5 sm:px-7 sm:py-6">
            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
                {error}
              </p>
            ) : !result ? (
              <div className="grid place-items-center py-16">
                <Spinner label="Searching trips…" showLabel />
              </div>
            ) : result.trips.length === 0 ? (
              <SearchNextSteps result={result} locationName={locationName} />
            ) : (
              <SearchResultsList result={result} params={params} onSearch={onSearch} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
