import { cn } from '../../../lib/cn';
import type { FilterChip } from '../utils/listing-filters';

/** Toggle buttons (aria-pressed): pressing the active chip again goes back to 'All'. */
export function FilterChipBar({ chips, selected, onSelect }: { chips: FilterChip[]; selected: string; onSelect(id: string): void }) {
  // One swipeable row on phones (sixteen chips would fill the first screen), wrapped from sm up.
  return (
    <div
      role="group"
      aria-label="Filter packages"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {chips.map((chip) => {
        const pressed = chip.id === selected;
        return (
          <button
            key={chip.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? 'all' : chip.id)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors',
              pressed
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-brand-50 hover:ring-brand-200',
            )}
          >
            <span data-testid="chip-label">{chip.label}</span>
            <span
              data-testid="chip-count"
              className={cn(
                'min-w-6 rounded-full px-1.5 text-xs font-semibold',
                pressed ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-700',
              )}
            >
              {chip.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
