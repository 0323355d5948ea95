import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { ScreenHeader } from './query-state';

const SECTIONS = [
  { to: '/admin/payments', label: 'Due' },
  { to: '/admin/payments/received', label: 'Received' },
  { to: '/admin/payments/unmatched', label: 'Unmatched credits' },
  { to: '/admin/payments/import', label: 'Import statement' },
  { to: '/admin/payments/report', label: 'Monthly report' },
] as const;

/**
 * The Payments screen: its heading and its sections as links (each section has its own address,
 * so its search, filters and page stay in the URL without another section's), then the section.
 */
export function PaymentsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ScreenHeader title="Payments" />
      <nav aria-label="Payments sections" className="mb-5">
        <ul className="flex flex-wrap gap-1 rounded-xl bg-white p-1 ring-1 ring-stone-200 sm:w-fit">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap',
                    isActive ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'text-stone-700 hover:bg-stone-100',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
