import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { matchSearch } from '../utils/match-search';
import type { SearchEntry } from '../data/search-entries';
import { SearchNoResults } from './search-no-results';

/**
 * The header's search box: an ARIA 1.2 combobox over the fixed suggestion list. Arrow keys move
 * through the options, Enter opens the highlighted one (or the first), Escape closes the list
 * and asks the parent to close the search panel (or menu) at once.
 * @public loaded lazily (knip 5 does not follow `import().then(m => m.HeaderSearch)`)
 */
export function HeaderSearch({
  onNavigate,
  onEscape,
  autoFocus = false,
  className,
}: {
  /** Called after a result was opened, so the panel or menu around the box can close. */
  onNavigate?: () => void;
  onEscape?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => matchSearch(query), [query]);
  const hasQuery = query.trim() !== '';
  const showList = open && hasQuery && results.length > 0;
  const showEmpty = open && hasQuery && results.length === 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The box only appears when asked for (search toggle), so focusing it is expected. Focused
  // here, not with the autofocus attribute, which a browser honours only while a page loads.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  function go(entry: SearchEntry) {
    setQuery('');
    setOpen(false);
    setActive(-1);
    navigate(entry.url);
    onNavigate?.();
  }

  function runQuery(text: string) {
    setQuery(text);
    setActive(-1);
    setOpen(true);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = results.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Escape') {
      // One press closes the suggestions and the panel or menu around the box: a traveller
      // expects Esc to close what they opened, not to step through three states.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      onEscape?.();
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    // Focus moving to a chip or link inside the box keeps the list open.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <form
      role="search"
      aria-label="Site search"
      className={cn('relative', className)}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        const target = results[active] ?? results[0];
        if (target) go(target);
        else setOpen(true);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search trips, destinations and experiences
      </label>
      <div className="flex items-center gap-2 rounded-full bg-white px-4 ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-500">
        <Search className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search safaris, Kilimanjaro, Zanzibar…"
          className="min-w-0 flex-1 bg-transparent py-2.5 text-sm text-stone-900 placeholder:text-stone-500"
          // The pill around the input shows focus (focus-within ring); the global outline would
          // draw a box inside it. Inline, because the global :focus-visible rule outranks utilities.
          style={{ outline: 'none' }}
          value={query}
          onChange={(event) => runQuery(event.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="-mr-2 rounded-full p-1.5 text-brand-700 hover:bg-brand-50" aria-label="Open the first result">
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!showList}
        className="mt-2 divide-y divide-stone-100 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
      >
        {showList &&
          results.map((entry, index) => (
            <li
              key={`${entry.title}-${entry.url}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm',
                index === active ? 'bg-brand-50' : 'hover:bg-stone-50',
              )}
              // Keep focus in the input while the pointer picks an option.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(entry)}
            >
              <span className="font-medium text-stone-900">{entry.title}</span>
              <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{entry.type}</span>
            </li>
          ))}
      </ul>
      {showList && (
        <p role="status" className="sr-only">
          {results.length === 1 ? '1 suggestion' : `${results.length} suggestions`}, use the arrow keys to choose
        </p>
      )}
      {showEmpty && <SearchNoResults query={query.trim()} onPick={runQuery} onNavigate={onNavigate} />}
    </form>
  );
}
