import type { DestinationSummary } from '@safari/contracts/destination';
import { UI_LIMITS } from '../lib/ui-constants';
import type { IdName } from '@safari/contracts/reference';
import { useDestinations } from '../features/destinations/api/get-destinations';
import { InquiryForm, type InquiryFormProps } from '../features/inquiry/components/inquiry-form';

// The inquiry sends destination ids. The destinations answer is read for them here;
// a summary without a numeric id cannot be chosen (see toDestinationOptions).
/** The destinations the form offers: the first 50 (GET /api/destinations?limit=50). */
function toDestinationOptions(destinations: readonly DestinationSummary[]): IdName[] {
  return destinations.map((d) => ({ id: d.id, name: d.name }));
}

/**
 * The inquiry form with its destination list: two domains, so composed here rather than in
 * either feature (decision 0015). Shared by /inquiry and /contact-us.
 */
export function TripInquiryForm(props: Omit<InquiryFormProps, 'destinations'>) {
  const destinations = useDestinations({ limit: UI_LIMITS.destinationsFormLimit, offset: 0 });
  return (
    <InquiryForm
      {...props}
      destinations={{
        items: destinations.data ? toDestinationOptions(destinations.data.destinations) : undefined,
        failedText: destinations.isError ? 'Destinations could not be loaded. Please reload the page.' : undefined,
      }}
    />
  );
}
