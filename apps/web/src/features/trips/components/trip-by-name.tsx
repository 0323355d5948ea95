import { Container } from '../../../components/ui/container';
import { HttpStatus, Redirect } from '../../../components/ui/http-status';
import { PageMeta } from '../../../components/ui/page-meta';
import { Spinner } from '../../../components/ui/spinner';
import { ButtonLink } from '../../../components/ui/button';
import { useListingTrips } from '../api/get-trips';
import { tripSlug } from '../utils/trip-format';

/**
 * /trips/{slug}: a catalogue trip addressed by its name (the header search's trip entries), sent
 * on to its package page. Reads the listing's cached page of trips: no extra request when the
 * visitor came from a listing.
 */
export function TripByName({ slug }: { slug: string }) {
  const trips = useListingTrips();
  const found = trips.data?.trips.find((trip) => tripSlug(trip.name) === slug);
  if (found) return <Redirect to={`/packages/${found.uuid}`} />;
  if (trips.isPending) {
    return (
      <Container className="py-24 text-center">
        <PageMeta title="Finding your trip" description="Opening the trip." />
        <Spinner label="Finding the trip…" showLabel />
      </Container>
    );
  }
  return (
    <Container className="py-24 text-center">
      <HttpStatus code={404} />
      <PageMeta title="Trip not offered" description="This trip is not in our catalogue at the moment." />
      <h1 className="font-display text-3xl font-bold text-stone-900">This trip is not offered at the moment</h1>
      <p className="mt-4 text-stone-700">It may have been renamed or retired. Our other packages, or a tailored proposal, are a click away.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/all-packages">Browse all packages</ButtonLink>
        <ButtonLink to="/inquiry" variant="secondary">
          Plan Your Trip
        </ButtonLink>
      </div>
    </Container>
  );
}
