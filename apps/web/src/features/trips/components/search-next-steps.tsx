import { Compass, MapPin, MessageSquareText } from 'lucide-react';
import { SEARCH_ERRORS } from '@safari/contracts/messages';
import type { TripSearchData } from '@safari/contracts/search';
import { ButtonLink } from '../../../components/ui/button';

/**
 * The fixed empty text, then what to do next (decision 0028). Dates never empty a result (every
 * trip runs on request; a longer trip is still listed, with the dates that would fit), so the
 * ways on are the place itself, a tailored trip and the whole catalogue.
 */
export function SearchNextSteps({ result, locationName }: { result: TripSearchData; locationName: string }) {
  return (
    <div className="py-6 text-center" data-testid="search-next-steps">
      <p className="text-lg text-stone-700">{SEARCH_ERRORS.emptyResults}</p>
      <h3 className="mt-6 font-semibold text-stone-900">What you can do next</h3>
      <ul className="mx-auto mt-4 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
        {result.destinations.slice(0, 3).map((destination) => (
          <li key={destination.slug}>
            <ButtonLink to={`/destinations/${destination.slug}#trips-visiting`} variant="secondary" className="w-full justify-start">
              <MapPin className="h-4 w-4" aria-hidden="true" /> {`All trips to ${destination.name}`}
            </ButtonLink>
          </li>
        ))}
        <li>
          <ButtonLink to="/inquiry" className="w-full justify-start">
            <MessageSquareText className="h-4 w-4" aria-hidden="true" /> {`Ask us for a trip in ${locationName}`}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/all-packages" variant="secondary" className="w-full justify-start">
            <Compass className="h-4 w-4" aria-hidden="true" /> Browse all packages
          </ButtonLink>
        </li>
      </ul>
    </div>
  );
}
