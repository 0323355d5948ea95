import { LoaderCircle } from 'lucide-react';
import { useCurrency } from './currency-context';

/** A USD amount shown in the selected currency, with a spinner while rates load. */
export function Price({ usd, className }: { usd: number; className?: string }) {
  const { format, loading } = useCurrency();
  if (loading) {
    return (
      <span className={className} aria-busy="true">
        <LoaderCircle className="inline h-4 w-4 animate-spin" aria-hidden="true" />
        <span className="sr-only">Loading price</span>
      </span>
    );
  }
  return (
    <span className={className} data-testid="price">
      {format(usd)}
    </span>
  );
}
