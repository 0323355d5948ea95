import { cn } from '../../../lib/cn';
import { statusLabel } from '../utils/format';

const TONES: Record<string, string> = {
  new: 'bg-sky-100 text-sky-900',
  due: 'bg-sky-100 text-sky-900',
  awaiting_deposit: 'bg-amber-100 text-amber-900',
  deposit_paid: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-amber-100 text-amber-900',
  proposal_sent: 'bg-violet-100 text-violet-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  paid: 'bg-emerald-100 text-emerald-900',
  paid_in_full: 'bg-emerald-100 text-emerald-900',
  won: 'bg-emerald-100 text-emerald-900',
  approved: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-emerald-100 text-emerald-900',
  published: 'bg-emerald-100 text-emerald-900',
  active: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-stone-200 text-stone-900',
  closed: 'bg-stone-200 text-stone-900',
  draft: 'bg-stone-200 text-stone-900',
  inactive: 'bg-stone-200 text-stone-900',
  disabled: 'bg-red-100 text-red-900',
  unsubscribed: 'bg-stone-200 text-stone-900',
  lost: 'bg-stone-200 text-stone-900',
  cancelled: 'bg-red-100 text-red-900',
  rejected: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
  overdue: 'bg-red-700 text-white',
};

/** A status as text on a tinted pill: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status] ?? 'bg-stone-100 text-stone-900',
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
