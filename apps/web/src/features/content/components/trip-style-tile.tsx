import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface TripStyle {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** The tile's gradient (Tailwind from-/to- classes). */
  tone: string;
}

/**
 * A trip style as a coloured tile linking to its page: icon, title and a line about it, then the
 * call to action at its foot. `prominent` (the home page): a larger icon, more room above the
 * title on wider screens.
 */
export function TripStyleTile({
  style,
  prominent = false,
  callToAction,
}: {
  style: TripStyle;
  prominent?: boolean;
  callToAction: ReactNode;
}) {
  const { to, icon: Icon, title, text, tone } = style;
  return (
    <Link
      to={to}
      className={`group flex h-full flex-col rounded-2xl bg-linear-to-br ${tone} p-6 text-white shadow-sm transition-transform hover:-translate-y-1 hover:shadow-xl`}
    >
      <Icon className={prominent ? 'h-10 w-10 text-amber-200' : 'h-9 w-9 text-amber-200'} aria-hidden="true" />
      <h3 className={cn('mt-6 font-display text-2xl font-bold', prominent && 'sm:mt-10')}>{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-white/90">{text}</p>
      {callToAction}
    </Link>
  );
}
