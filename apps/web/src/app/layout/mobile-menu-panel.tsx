import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { CurrencySelector } from '../../features/currency/components/currency-selector';
import { AccountLinks } from '../../features/auth/components/account-links';
import { LazyHeaderSearch } from './lazy-header-search';
import { NAV_LINKS } from './nav-links';

/** The open mobile menu: search, the nine links, currency and account. @public (loaded lazily) */
export function MobileMenuPanel({ onClose, onEscape }: { onClose: () => void; onEscape: () => void }) {
  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-5 sm:px-6">
      <LazyHeaderSearch onNavigate={onClose} onEscape={onEscape} />
      <nav aria-label="Mobile">
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onClose}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-4 py-3 text-base font-semibold transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-800 hover:bg-stone-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center justify-between gap-4 rounded-xl bg-stone-50 px-4 py-3">
        <span className="font-semibold text-stone-800" aria-hidden="true">
          Currency
        </span>
        <CurrencySelector
          id="currency-mobile"
          className="rounded-full border-0 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 disabled:cursor-wait disabled:opacity-70"
        />
      </div>
      <AccountLinks variant="menu" onNavigate={onClose} />
    </div>
  );
}
