import { RotateCw, TriangleAlert } from 'lucide-react';
import { DASHBOARD_TEXTS } from '../../../lib/account-texts';
import { Button } from '../../../components/ui/button';

/** The dashboard's error view; Retry reloads the page. */
export function DashboardError() {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-red-200">
      <TriangleAlert className="mx-auto h-10 w-10 text-red-700" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-bold text-stone-900">{DASHBOARD_TEXTS.errorTitle}</h2>
      <p className="mt-2 text-stone-700">{DASHBOARD_TEXTS.errorBody}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
