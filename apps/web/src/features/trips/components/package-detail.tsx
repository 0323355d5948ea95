import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { PACKAGE_DETAIL_ERRORS } from '../data/trip-texts';
import type { TripDetail } from '@safari/contracts/trip';
import { Container } from '../../../components/ui/container';
import { JsonLd } from '../../../components/ui/json-ld';
import { PageMeta } from '../../../components/ui/page-meta';
import { useTrip } from '../api/get-trip';
import { PackageBanner } from './package-banner';
import { PackageBudget } from './package-budget';
import { PackageLoading, PackageProblem, packageErrorMessage } from './package-detail-states';
import { PackageItinerary } from './package-itinerary';
import { PackageOverview } from './package-overview';
import { metaDescription, productJsonLd } from '../utils/package-structured-data';
import { PackageSummary } from './package-summary';
import { siteOrigin } from '../../../lib/site-origin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'budget', label: 'Budget' },
  { id: 'book', label: 'Book Now' },
] as const;

/** What other domains put on the page; the page (src/routes) composes them (decision 0015). */
interface PackageSlots {
  /** The Book Now tab's content. */
  renderBookNow(trip: TripDetail): ReactNode;
  /** Above the tabs (the group departures); `openBooking` switches to Book Now and focuses it. */
  renderDepartures(trip: TripDetail, openBooking: () => void): ReactNode;
}

/** The package page, every state of it, for the uuid in the URL ('' when there is none). */
export function PackageDetail({ uuid, ...slots }: { uuid: string } & PackageSlots) {
  // A malformed uuid cannot name a package: say so without asking the server.
  const wellFormed = UUID.test(uuid);
  const trip = useTrip(uuid, wellFormed);

  if (!uuid) return <PackageProblem message={PACKAGE_DETAIL_ERRORS.noUuid} />;
  if (!wellFormed) return <PackageProblem message={PACKAGE_DETAIL_ERRORS.notFound} />;
  if (trip.isPending) return <PackageLoading />;
  if (trip.isError) return <PackageProblem message={packageErrorMessage(trip.error)} />;
  return <PackageContent trip={trip.data} {...slots} />;
}

function PackageContent({ trip, renderBookNow, renderDepartures }: { trip: TripDetail } & PackageSlots) {
  const [tab, setTab] = useState<string>('overview');
  const tabsRef = useRef<HTMLDivElement>(null);

  // Counted, not a flag: every request scrolls and focuses again, even on the open tab. The
  // refs are read in the effect, so openBooking can be handed to a slot during render.
  const [bookingRequests, setBookingRequests] = useState(0);
  const openBooking = () => {
    setTab('book');
    setBookingRequests((n) => n + 1);
  };
  useEffect(() => {
    if (bookingRequests === 0) return;
    tabsRef.current?.scrollIntoView({ block: 'start' });
    // Move focus with the view so keyboard and screen-reader users land on the panel too.
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-value="book"]')?.focus({ preventScroll: true });
  }, [bookingRequests]);

  return (
    <>
      <PageMeta title={trip.name} description={metaDescription(trip)} image={trip.banner} type="product" />
      <JsonLd data={productJsonLd(trip, siteOrigin())} />
      <PackageBanner trip={trip} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_340px] lg:py-16">
        <div className="min-w-0">
          {renderDepartures(trip, openBooking)}
          <Tabs.Root value={tab} onValueChange={setTab} ref={tabsRef} idPrefix="package-details" className="scroll-mt-24">
            <Tabs.List aria-label="Package details" className="grid grid-cols-4 gap-1 rounded-full bg-stone-100 p-1 sm:inline-flex">
              {TABS.map((t) => (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  data-value={t.id}
                  className="rounded-full px-1 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:text-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-none sm:px-5"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="mt-8">
              <Tabs.Content value="overview">
                <PackageOverview trip={trip} />
              </Tabs.Content>
              {/* Always in the HTML (crawlers and link previews read the itinerary and prices), shown when chosen. */}
              <Tabs.Content value="itinerary" forceMount className="data-[state=inactive]:hidden">
                <PackageItinerary points={trip.trip_points} />
              </Tabs.Content>
              <Tabs.Content value="budget" forceMount className="data-[state=inactive]:hidden">
                <PackageBudget budgets={trip.budgets} paymentTerms={trip.payment_terms} />
              </Tabs.Content>
              <Tabs.Content value="book">{renderBookNow(trip)}</Tabs.Content>
            </div>
          </Tabs.Root>
        </div>
        <PackageSummary trip={trip} onBook={openBooking} />
      </Container>
    </>
  );
}
