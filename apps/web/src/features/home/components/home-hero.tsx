import { lazy, Suspense, useRef, useState } from 'react';
import { MARKETING_CLAIMS } from '@safari/contracts/constants';
import type { TripSearchInput } from '@safari/contracts/search';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import { useTripSearch } from '../api/search-trips';
import { HeroArt } from './hero-art';
import { TripSearchForm } from './trip-search-form';

// The results dialog (and Radix with it) is fetched only when a visitor is about to search,
// which keeps it out of the home page's first download.
const loadResultsDialog = () => import('./search-results-dialog');
const SearchResultsDialog = lazy(() => loadResultsDialog().then((m) => ({ default: m.SearchResultsDialog })));

interface SubmittedSearch {
  params: TripSearchInput;
  locationName: string;
}

/** Full-bleed hero under the transparent header, with the trip search and its results. */
export function HomeHero() {
  const [search, setSearch] = useState<SubmittedSearch | null>(null);
  const [open, setOpen] = useState(false);
  const results = useTripSearch(search?.params ?? null);
  // Where focus goes back when the dialog closes: the field or button the search came from.
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-stone-950 text-white">
      <HeroArt className="absolute inset-0 -z-10 h-full w-full" />
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-stone-950/70 via-stone-950/25 to-stone-950/80" />
      <Container className="flex min-h-[640px] flex-col justify-center pt-28 pb-14 sm:pt-32 lg:min-h-[max(680px,88vh)] lg:pb-20">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-200 sm:text-sm">
          Safari · Kilimanjaro · Zanzibar
        </p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-3xl font-display text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl"
        >
          Tanzania, planned by people who live there
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-100 sm:text-xl">
          Tailor-made safaris, Kilimanjaro climbs and Zanzibar beach holidays from our teams in Dar es Salaam and
          Brussels.
        </p>
        <div className="mt-8 lg:mt-10">
          <TripSearchForm
            searching={open && results.isFetching}
            onIntent={() => void loadResultsDialog()}
            onSearch={(params, locationName) => {
              returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              setSearch({ params, locationName });
              setOpen(true);
            }}
          />
        </div>
        <p className="mt-5 text-sm text-stone-200">
          Rated {MARKETING_CLAIMS.rating} by {MARKETING_CLAIMS.travelers} travelers over {MARKETING_CLAIMS.years} years
        </p>
      </Container>
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
            trips={results.data}
            error={results.error?.message ?? null}
            onCloseFocus={() => returnFocus.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  );
}
