import { MapPin } from 'lucide-react';
import type { DestinationSummary } from '@safari/contracts/destination';
import { cn } from '../../../lib/cn';

/** The card's location line is 'location name, region name'. */
function locationLine(destination: Pick<DestinationSummary, 'location' | 'region'>): string {
  return `${destination.location.name}, ${destination.region.name}`;
}

export function DestinationLocation({
  destination,
  className,
}: {
  destination: Pick<DestinationSummary, 'location' | 'region'>;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-stone-600', className)} data-testid="location-line">
      <MapPin className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{locationLine(destination)}</span>
    </p>
  );
}
