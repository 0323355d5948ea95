import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { ChromeBoundary } from './chrome-boundary';
import { Header } from './header';
import { LazyFooter } from './lazy-footer';
import { RouteFeedback } from './route-feedback';
import { SkipLink } from './skip-link';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The page frame around every route: skip link, fixed header, <main id="main">, footer and the
 * floating buttons. The home page's hero runs under the transparent header; every other page
 * starts below it (pt-16 / xl:pt-25 = the header's height: 64 px, 100 px at xl).
 * `guarded` (the error page) keeps the message on screen even if the chrome itself throws.
 */
export function SiteShell({ children, guarded = false }: { children: ReactNode; guarded?: boolean }) {
  const { pathname } = useLocation();
  const guard = (node: ReactNode) => (guarded ? <ChromeBoundary>{node}</ChromeBoundary> : node);

  return (
    <div className="flex min-h-dvh flex-col bg-white text-stone-800">
      <SkipLink />
      <ChromeBoundary>
        <RouteFeedback />
      </ChromeBoundary>
      {guard(<Header />)}
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', pathname !== '/' && 'pt-16 xl:pt-25')}>
        {children}
      </main>
      {guard(<LazyFooter />)}
      <WhatsAppButton />
    </div>
  );
}
