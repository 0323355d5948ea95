import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { NAV_LINKS } from './nav-links';

/**
 * The nine navigation links in one row from the xl breakpoint (1280 px) up; narrower screens use
 * the mobile menu. 'Plan Your Trip' is the call to action at the end of the row.
 */
export function DesktopNav({ light }: { light: boolean }) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {NAV_LINKS.map((link) => {
          const cta = link.to === '/inquiry';
          return (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-full text-[0.8125rem] font-semibold whitespace-nowrap transition-colors',
                    cta
                      ? cn(
                          'ml-1.5 px-3.5 py-2',
                          light ? 'bg-white text-brand-900 hover:bg-brand-50' : 'bg-brand-700 text-white hover:bg-brand-600',
                        )
                      : cn(
                          'px-2.5 py-2',
                          light
                            ? isActive
                              ? 'bg-white/20 text-white'
                              : 'text-white hover:bg-white/15'
                            : isActive
                              ? 'bg-brand-50 text-brand-700'
                              : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                        ),
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
