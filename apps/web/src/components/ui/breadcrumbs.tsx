import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is always the last crumb. */
  to?: string;
}

const TONES = {
  // Over a dark banner or gradient: white text that passes AA on the darkest stop.
  dark: { nav: 'text-white/90', link: 'hover:text-white', current: 'font-semibold text-white' },
  light: { nav: 'text-stone-600', link: 'hover:text-brand-700', current: 'font-medium text-stone-900' },
} as const;

/** The trail to the current page; the last crumb is the page itself (aria-current). */
export function Breadcrumbs({
  items,
  tone = 'light',
  className,
}: {
  items: readonly Crumb[];
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const styles = TONES[tone];
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', styles.nav, className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {last || !item.to ? (
                <li aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {item.label}
                </li>
              ) : (
                <li>
                  <Link to={item.to} className={cn('rounded hover:underline', styles.link)}>
                    {item.label}
                  </Link>
                </li>
              )}
              {!last && (
                <li aria-hidden="true">
                  <ChevronRight className="h-4 w-4" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
