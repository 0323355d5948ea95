import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Tabs } from '../../../components/ui/tabs';
import { Container } from '../../../components/ui/container';
import { PageMeta } from '../../../components/ui/page-meta';
import { useListingTrips } from '../api/get-trips';
import { LISTING_TABS, type ListingTab } from '../utils/listing-tabs';
import { ListingError, ListingLoading } from './listing-states';
import { ListingResults } from './listing-results';

/**
 * The package listing: the tab's title, the tab bar, and the tab's packages. The
 * tab comes from the URL and choosing one navigates (the route does both), so Back, reloads
 * and shared links all show the same tab.
 */
export function PackageListing({ tab, onSelectTab }: { tab: ListingTab; onSelectTab(id: string): void }) {
  const trips = useListingTrips();

  return (
    <>
      <PageMeta title={tab.title} description={tab.subtitle} />
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-savanna text-white">
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Tanzania packages</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold sm:text-5xl">{tab.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{tab.subtitle}</p>
          {tab.guide && (
            <Link
              to={tab.guide.to}
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {tab.guide.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          )}
        </Container>
      </section>

      {/* Manual activation (arrows move focus, Enter or Space opens): each tab is a navigation,
          which should not fire merely because focus passed over it. */}
      <Tabs.Root value={tab.id} onValueChange={onSelectTab} activationMode="manual" idPrefix="package-types" className="bg-stone-50 pb-20">
        <div className="border-b border-stone-200 bg-white">
          <Container>
            <Tabs.List aria-label="Package types" className="-mb-px flex justify-between overflow-x-auto sm:justify-start sm:gap-4">
              {LISTING_TABS.map((t) => (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  className="shrink-0 border-b-2 border-transparent px-2 py-4 text-sm font-semibold text-stone-600 transition-colors hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 sm:px-4 sm:text-base"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Container>
        </div>
        <Container className="pt-10">
          <Tabs.Content value={tab.id} className="focus-visible:outline-offset-8">
            {trips.isPending ? (
              <ListingLoading />
            ) : trips.isError ? (
              <ListingError error={trips.error} />
            ) : (
              <ListingResults key={tab.id} tab={tab} trips={trips.data.trips} />
            )}
          </Tabs.Content>
        </Container>
      </Tabs.Root>
    </>
  );
}
