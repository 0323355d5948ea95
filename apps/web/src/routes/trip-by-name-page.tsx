import { TripNotOffered } from '../features/trips/components/trip-by-name';

/**
 * /trips/{slug}: its loader (app/page-loaders.ts) redirects a trip's name to /packages/{uuid};
 * a name no trip has is a 404 with this page.
 */
export function TripNotOfferedPage() {
  return <TripNotOffered />;
}
