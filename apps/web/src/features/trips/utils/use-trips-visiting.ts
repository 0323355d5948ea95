import { addDays } from '@safari/contracts/calendar';
import type { TripCard } from '@safari/contracts/trip';
import { useOperatorToday } from '../../../lib/site-status';
import { useReferenceList } from '../../reference/api/get-lookups';
import { useTripDetails } from '../api/get-trip';
import { useTripSearch } from '../api/search-trips';

export interface VisitedPlace {
  slug: string;
  /** The destination's location, as the lookups name it: the search filters by location. */
  locationName: string;
}

/**
 * The trips that visit one destination. The API has no "trips of a destination" filter yet,
 * so this narrows in two steps: the home search by the destination's location (a handful of
 * trips in that area), then each candidate's detail, kept when its destinations include the
 * slug. A neighbouring destination in the same location (Olduvai Gorge beside Ngorongoro)
 * is thus left out. The details are cached under the package page's own keys.
 */
export function useTripsVisiting(place: VisitedPlace): { trips: TripCard[] | undefined; isError: boolean } {
  const today = useOperatorToday();
  const locations = useReferenceList('locations');
  const location = locations.data?.find((l) => l.name === place.locationName);
  const search = useTripSearch(location ? { location: location.id, guest_count: 1, check_in: today, check_out: addDays(today, 1) } : null);
  const candidates = search.data ?? [];
  const details = useTripDetails(candidates.map((trip) => trip.uuid));

  if (locations.isError || search.isError) return { trips: undefined, isError: true };
  if (locations.data && !location) return { trips: [], isError: false };
  if (!search.data || details.some((d) => d.isPending)) return { trips: undefined, isError: false };
  const visiting = new Set(
    details.filter((d) => d.data?.destinations.some((dest) => dest.slug === place.slug)).map((d) => d.data!.uuid),
  );
  return { trips: candidates.filter((trip) => visiting.has(trip.uuid)), isError: false };
}
