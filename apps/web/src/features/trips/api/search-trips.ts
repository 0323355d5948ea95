import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_ERRORS } from '@safari/contracts/messages';
import type { TripSearchData, TripSearchInput } from '@safari/contracts/search';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Home search errors: the server's own message when it sent one; a successful call
 * without trips reads 'No trips found matching the criteria.'; anything else (network,
 * a proxy's HTML error page) 'An error occurred while searching for trips.'.
 */
function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.status >= 200 && error.status < 300) return SEARCH_ERRORS.noTrips;
  }
  return SEARCH_ERRORS.failed;
}

/**
 * GET /api/trips/search?location&guest_count&check_in&check_out (dates as yyyy-MM-dd): the
 * matches, those that fit the stay first, and the destinations at the location.
 */
async function searchTrips(params: TripSearchInput): Promise<TripSearchData> {
  let envelope;
  try {
    envelope = await apiRequest<Partial<TripSearchData> | null>('/trips/search', { query: { ...params } });
  } catch (error) {
    throw new Error(searchErrorMessage(error), { cause: error });
  }
  const data = envelope.data;
  // A success envelope's message ('Trips retrieved successfully') is no explanation of a gap.
  if (!data || !Array.isArray(data.trips)) throw new Error(SEARCH_ERRORS.noTrips);
  // An answer without the fit (an older API) reads as "fits": nothing is flagged wrongly.
  const trips = data.trips.map((trip) => ({ ...trip, fits_dates: trip.fits_dates ?? true }));
  return {
    trips,
    total: data.total ?? trips.length,
    fitting: data.fitting ?? trips.filter((trip) => trip.fits_dates).length,
    nights: data.nights ?? 0,
    destinations: data.destinations ?? [],
  };
}

const tripSearchQueryOptions = (params: TripSearchInput) =>
  queryOptions({
    queryKey: ['trips', 'search', params],
    queryFn: () => searchTrips(params),
    // The traveller asked for this search; show its outcome now rather than retrying silently.
    retry: false,
  });

/** Runs the search for the submitted criteria; idle until there are some. */
export const useTripSearch = (params: TripSearchInput | null) =>
  useQuery({
    ...tripSearchQueryOptions(params ?? { location: 0, guest_count: 0, check_in: '', check_out: '' }),
    enabled: params !== null,
  });
