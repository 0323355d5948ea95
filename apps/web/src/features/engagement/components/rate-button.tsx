import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Star } from 'lucide-react';
import type { ItemType } from '@safari/contracts/engagement';
import { cn } from '../../../lib/cn';

// The dialog (and its form and schema) loads when a signed-in traveller first opens it; the
// login check (its toast and texts) with the first pointer, focus or click (decision 0035).
const loadDialog = () => import('./rating-dialog');
const RatingDialog = lazy(() => loadDialog().then((m) => ({ default: m.RatingDialog })));
const loadLoginCheck = () => import('../../auth/utils/require-login');

/** Opens the rating modal; anonymous visitors get 'Login Required' instead. */
export function RateButton({ type, uuid, name, className }: { type: ItemType; uuid: string; name: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onPointerEnter={() => {
          void loadDialog();
          void loadLoginCheck();
        }}
        onFocus={() => void loadLoginCheck()}
        onClick={() =>
          void loadLoginCheck().then(({ requireLogin }) => {
            if (!requireLogin(navigate, `${pathname}${search}`)) return;
            setMounted(true);
            setOpen(true);
          })
        }
        className={cn(
          'inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition-colors hover:bg-stone-50',
          className,
        )}
      >
        <Star className="h-5 w-5 text-amber-500" aria-hidden="true" />
        Rate<span className="sr-only"> {name}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <RatingDialog type={type} uuid={uuid} name={name} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
