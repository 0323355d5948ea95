import { MapPin } from 'lucide-react';

/** '3 destinations · Safari': the card line shared by the carousel and the search results. */
export function TripMeta({ destinationCount, tripType }: { destinationCount: number; tripType: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs font-semibold uppercase tracking-wide text-brand-600">
      <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="whitespace-nowrap" data-testid="destination-count">
        {destinationCount} {destinationCount === 1 ? 'destination' : 'destinations'}
      </span>
      <span aria-hidden="true">·</span>
      <span className="whitespace-nowrap" data-testid="trip-type">
        {tripType}
      </span>
    </p>
  );
}
