import { useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { UI_LIMITS } from '../../../lib/ui-constants';
import type { TripCard as Trip } from '@safari/contracts/trip';
import { Button } from '../../../components/ui/button';
import { FilterChipBar } from './filter-chip-bar';
import { ALL_CHIP_ID, buildFilterChips, tripMatchesChip } from '../utils/listing-filters';
import { tripMatchesTab, type ListingTab } from '../utils/listing-tabs';
import { ListingEmpty } from './listing-states';
import { TripCard } from './trip-card';

/** Cards in the first row (three columns on desktop) load eagerly; the rest wait until scrolled to. */
const FIRST_ROW = 3;

/**
 * The loaded state of one tab: chips, cards, 'View All Packages'. Mounted per tab (keyed by
 * the caller) so a new tab starts on 'All' and collapsed.
 */
export function ListingResults({ tab, trips }: { tab: ListingTab; trips: Trip[] }) {
  const [chipId, setChipId] = useState(ALL_CHIP_ID);
  const [expanded, setExpanded] = useState(false);

  const tabTrips = trips.filter((trip) => tripMatchesTab(trip, tab));
  if (tabTrips.length === 0) {
    return <ListingEmpty icon={tab.emptyIcon} kind={tab.categoryKeyword} showAllLink={tab.id !== 'all'} />;
  }

  const chips = buildFilterChips(tabTrips);
  const activeChip = chips.some((c) => c.id === chipId) ? chipId : ALL_CHIP_ID;
  const shown = tabTrips.filter((trip) => tripMatchesChip(trip, activeChip));
  const canCollapse = shown.length > UI_LIMITS.listingInitialVisibleCards;
  const visible = expanded ? shown : shown.slice(0, UI_LIMITS.listingInitialVisibleCards);
  const kind = tab.categoryKeyword ? `${tab.categoryKeyword} ` : '';

  return (
    <div className="space-y-8">
      {/* The cards' names are h3s (as in the home carousel): this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">{`${kind}packages`.replace(/^./, (c) => c.toUpperCase())}</h2>
      <FilterChipBar
        chips={chips}
        selected={activeChip}
        onSelect={(id) => {
          setChipId(id);
          setExpanded(false);
        }}
      />
      <p className="text-sm text-stone-600" aria-live="polite" data-testid="listing-count">
        Showing {visible.length} of {shown.length} {kind}
        {shown.length === 1 ? 'package' : 'packages'}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((trip, index) => (
          <li key={trip.uuid} className="flex">
            <TripCard trip={trip} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      {canCollapse && (
        <div className="flex justify-center">
          <Button variant={expanded ? 'secondary' : 'primary'} size="lg" onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show Fewer' : 'View All Packages'}
            {expanded ? <ChevronUp className="h-5 w-5" aria-hidden="true" /> : <ChevronDown className="h-5 w-5" aria-hidden="true" />}
          </Button>
        </div>
      )}
    </div>
  );
}
