import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One fact of a short facts list (inside a <dl>): the icon and label as the term, then the value. */
export function IconFact({
  icon: Icon,
  label,
  valueClassName = 'mt-1 font-semibold text-stone-900',
  children,
}: {
  icon: LucideIcon;
  label: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-1 text-stone-600">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
