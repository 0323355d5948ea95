import { Container } from '../../../components/ui/container';
import { NoIndex } from '../../../components/ui/no-index';
import { PageMeta } from '../../../components/ui/page-meta';
import { ButtonLink } from '../../../components/ui/button';

/**
 * /trips/{slug} for a name no catalogue trip has: the route's loader found none (the server
 * answers 404). A found trip never renders here: the loader redirects to its package page.
 */
export function TripNotOffered() {
  return (
    <Container className="py-24 text-center">
      <PageMeta title="Trip not offered" description="This trip is not in our catalogue at the moment." />
      <NoIndex />
      <h1 className="font-display text-3xl font-bold text-stone-900">This trip is not offered at the moment</h1>
      <p className="mt-4 text-stone-700">
        It may have been renamed or retired. Our other packages, or a tailored proposal, are a click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/all-packages">Browse all packages</ButtonLink>
        <ButtonLink to="/inquiry" variant="secondary">
          Plan Your Trip
        </ButtonLink>
      </div>
    </Container>
  );
}
