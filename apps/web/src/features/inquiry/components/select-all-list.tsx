import type { IdName } from '@safari/contracts/reference';
import { cn } from '../../../lib/cn';
import { allSelected, selectAll, toggleId } from '../utils/select-all';

const box = 'h-4 w-4 shrink-0 rounded accent-brand-700';

/**
 * A required multiple choice with a select-all box: it selects every item or clears
 * them, and is checked only when the list is non-empty and all are selected. The list scrolls
 * at 10rem and says `loadingText` until its items arrive.
 */
export function SelectAllList({
  name,
  legend,
  items,
  value,
  onChange,
  loadingText,
  failedText,
  invalid,
}: {
  name: string;
  legend: string;
  /** Undefined while loading. */
  items: readonly IdName[] | undefined;
  value: readonly number[];
  onChange(next: number[]): void;
  loadingText: string;
  failedText?: string;
  invalid: boolean;
}) {
  const ids = (items ?? []).map((item) => item.id);
  const selectedCount = value.filter((id) => ids.includes(id)).length;
  return (
    <fieldset data-testid={`${name}-list`}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {legend}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className={cn('rounded-xl bg-white p-3 ring-1', invalid ? 'ring-2 ring-red-600' : 'ring-stone-300')}>
        {failedText ? (
          <p className="text-sm text-red-800">{failedText}</p>
        ) : !items ? (
          <p className="text-sm text-stone-600">{loadingText}</p>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-stone-200 pb-2">
              <label className="flex items-center gap-2.5 text-sm font-semibold text-stone-900">
                <input
                  type="checkbox"
                  className={box}
                  aria-label={`Select all ${legend.toLowerCase()}`}
                  checked={allSelected(ids, value)}
                  disabled={ids.length === 0}
                  onChange={(event) => onChange(selectAll(ids, event.target.checked))}
                />
                Select all
              </label>
              <span className="text-xs text-stone-600">
                {selectedCount} of {ids.length} selected
              </span>
            </div>
            {items.length === 0 && <p className="mt-2 text-sm text-stone-600">None to choose from right now.</p>}
            <ul className="mt-2 max-h-40 space-y-0.5 overflow-y-auto pr-1" data-testid={`${name}-options`}>
              {items.map((item) => (
                <li key={item.id}>
                  <label className="flex items-center gap-2.5 rounded-lg px-1 py-1 text-sm text-stone-800 hover:bg-stone-50">
                    <input
                      type="checkbox"
                      name={name}
                      value={item.id}
                      className={box}
                      checked={value.includes(item.id)}
                      onChange={(event) => onChange(toggleId(value, item.id, event.target.checked))}
                    />
                    {item.name}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </fieldset>
  );
}
