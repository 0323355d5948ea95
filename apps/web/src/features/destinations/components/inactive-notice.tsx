import { Info } from 'lucide-react';
import { Link } from 'react-router';

/** Shown when a destination is not open for visits now; its page stays readable. */
export function InactiveNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">This destination is currently inactive.</p>
        <p className="mt-1 text-sm">
          We are not running trips here at the moment. Have a look at our{' '}
          <Link to="/destinations" className="font-semibold underline">
            other destinations
          </Link>{' '}
          or ask our team for a similar experience.
        </p>
      </div>
    </div>
  );
}
