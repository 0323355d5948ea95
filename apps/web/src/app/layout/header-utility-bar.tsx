import { Clock, Mail, Phone } from 'lucide-react';
import { BUSINESS_HOURS, MAIN_OFFICE, phoneHref } from '../../lib/company';
import { cn } from '../../lib/cn';
import { CurrencySelector } from '../../features/currency/components/currency-selector';
import { AccountLinks } from '../../features/auth/components/account-links';

const CURRENCY_SELECT_CLASSES =
  'rounded-full border-0 bg-white py-1.5 pr-7 pl-3 text-xs font-semibold text-stone-800 ring-1 ring-stone-300 disabled:cursor-wait disabled:opacity-70';

/**
 * The thin top row on wide screens: how to reach us, then currency and account. Keeping them
 * here lets the nine navigation links sit on one row at 1280 px. Narrower screens find the
 * same controls in the mobile menu.
 */
export function HeaderUtilityBar({ light }: { light: boolean }) {
  const muted = light ? 'text-white/90 hover:text-white' : 'text-stone-600 hover:text-stone-900';
  return (
    <div className={cn('utility-bar hidden border-b xl:block', light ? 'border-white/15' : 'border-stone-200')}>
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-6 px-6 text-xs">
        <ul className="flex items-center gap-5">
          <li>
            <a href={phoneHref(MAIN_OFFICE.phone)} className={cn('inline-flex items-center gap-1.5', muted)}>
              <Phone className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">Call us: </span>
              {MAIN_OFFICE.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${MAIN_OFFICE.email}`} className={cn('inline-flex items-center gap-1.5', muted)}>
              <Mail className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">E-mail us: </span>
              {MAIN_OFFICE.email}
            </a>
          </li>
          <li className={cn('inline-flex items-center gap-1.5', light ? 'text-white/90' : 'text-stone-600')}>
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {BUSINESS_HOURS.weekdays}, {BUSINESS_HOURS.saturday}
          </li>
        </ul>
        <div className="flex items-center gap-2">
          <CurrencySelector id="currency-desktop" className={CURRENCY_SELECT_CLASSES} />
          <AccountLinks variant="header" light={light} />
        </div>
      </div>
    </div>
  );
}
