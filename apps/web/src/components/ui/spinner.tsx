import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinner with a text alternative; `label` is also shown when `showLabel` is set. */
export function Spinner({ label, showLabel = false, className }: { label: string; showLabel?: boolean; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-stone-600', className)}>
      <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
