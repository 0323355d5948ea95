import { useCallback, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useDismiss } from '../../components/ui/use-dismiss';
import { cn } from '../../lib/cn';
import { LazyHeaderSearch, preloadHeaderSearch } from './lazy-header-search';

/** Desktop search: an icon button that opens the search box in a panel below the header. */
export function SearchToggle({ light }: { light: boolean }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close, buttonRef);

  return (
    <div ref={rootRef} className="relative hidden xl:block">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Find trips and destinations"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadHeaderSearch}
        onFocus={preloadHeaderSearch}
        className={cn('rounded-full p-2.5 transition-colors', light ? 'text-white hover:bg-white/15' : 'text-stone-700 hover:bg-stone-100')}
      >
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Search className="h-5 w-5" aria-hidden="true" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 mt-2 w-[26rem] rounded-2xl bg-stone-50 p-3 shadow-xl ring-1 ring-stone-200"
      >
        {open && <LazyHeaderSearch autoFocus onNavigate={close} onEscape={closeAndRefocus} />}
      </div>
    </div>
  );
}
