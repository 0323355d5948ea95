import { lazy, Suspense, useRef, useState } from 'react';
import type { TripSearchInput } from '@safari/contracts/search';
import { Spinner } from '../../../components/ui/spinner';
import { useTripSearch } from '../api/search-trips';
import { TripSearchForm } from './trip-search-form';

// The results dialog (and Radix with it) is fetched only when a visitor is about to search,
// which keeps it out of the home page's first download.
const loadResultsDialog = () => import('./search-results-dialog');
const SearchResultsDialog = lazy(() => loadResultsDialog().then((m) => ({ default: m.SearchResultsDialog })));

interface SubmittedSearch {
  params: TripSearchInput;
  locationName: string;
}

/** The home trip search: the form, and the 'Available Trips' dialog it opens. */
export function TripSearch() {
  const [search, setSearch] = useState<SubmittedSearch | null>(null);
  const [open, setOpen] = useState(false);
  const results = useTripSearch(search?.params ?? null);
  // Where focus goes back when the dialog closes: the field or button the search came from.
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <>
      <TripSearchForm
        searching={open && results.isFetching}
        onIntent={() => void loadResultsDialog()}
        onSearch={(params, locationName) => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setSearch({ params, locationName });
          setOpen(true);
        }}
      />
      {search && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 grid place-items-center bg-stone-950/60">
              <Spinner label="Loading results" className="text-white" />
            </div>
          }
        >
          <SearchResultsDialog
            open={open}
            onOpenChange={setOpen}
            params={search.params}
            locationName={search.locationName}
            result={results.data}
            error={results.error?.message ?? null}
            onSearch={(params) => setSearch({ params, locationName: search.locationName })}
            onCloseFocus={() => returnFocus.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
