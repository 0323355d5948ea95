import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '@safari/contracts/company';
import { BrandMark } from '../../components/ui/brand-mark';
import { ChromeBoundary } from './chrome-boundary';
import { RouteFeedback } from './route-feedback';
import { SkipLink } from './skip-link';

/**
 * The back office's frame (routes with `handle.chrome === 'admin'`): a slim bar with the way
 * back to the site instead of the storefront's header, footer and WhatsApp button, which are
 * for travellers. The back office's own navigation is its layout route's (features/admin).
 * Nothing of the admin feature is imported here: the shell stays out of the home page's budget.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-800" data-chrome="admin">
      <SkipLink />
      <ChromeBoundary>
        <RouteFeedback />
      </ChromeBoundary>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-4 px-4 py-3 lg:px-6">
          <p className="flex items-center gap-2 font-display text-lg font-bold text-brand-900">
            <BrandMark className="h-8 w-8 shrink-0" />
            {COMPANY_NAME} · Back office
          </p>
          <Link to="/" className="text-sm font-medium text-brand-800 underline">
            View the site
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
