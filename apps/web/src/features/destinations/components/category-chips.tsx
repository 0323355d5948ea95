import { cn } from '../../../lib/cn';
import type { CategoryChip } from '../utils/experience-filters';

/**
 * Toggle buttons (aria-pressed) rather than tabs: they filter one list, they do not swap
 * panels. On phones the row scrolls sideways instead of wrapping into half a screen of chips;
 * `relative` keeps the absolutely positioned sr-only text inside that scroller, or it would
 * widen the whole page.
 */
export function CategoryChips({
  chips,
  selected,
  onSelect,
}: {
  chips: CategoryChip[];
  selected: string;
  onSelect: (name: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter experiences by category"
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {chips.map((chip) => {
        const active = chip.name.toLocaleLowerCase() === selected.toLocaleLowerCase();
        return (
          <button
            key={chip.name}
            type="button"
            aria-pressed={active}
            data-testid="category-chip"
            data-category={chip.name}
            onClick={() => onSelect(chip.name)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors',
              active
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50 hover:ring-brand-200',
            )}
          >
            <span>{chip.name}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs tabular-nums',
                active ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-700',
              )}
            >
              <span className="sr-only">(</span>
              {chip.count}
              <span className="sr-only">)</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
