import { lazy, Suspense, useRef, useState } from 'react';
import type { GroupClimb } from '@safari/contracts/climbs';
import { SectionHeading } from '../../../components/ui/section-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useClimbs } from '../api/get-climbs';
import { ClimbCard } from './climb-card';

// The dialog, its form, react-hook-form and the reservation schema (zod) load when a traveller
// picks a climb: about 50 KB gzip that a visit to /kilimanjaro would otherwise download first
// (the JavaScript budget per page, decision 0032).
const ReserveClimbDialog = lazy(() => import('./reserve-climb-dialog').then((m) => ({ default: m.ReserveClimbDialog })));

/** The next climb of each route fits one row; the rest wait behind 'View All Scheduled Climbs'. */
const FIRST_CLIMBS = 4;

/** Group climbs, as real departures with spots left (docs/product.md#kilimanjaro). */
export function GroupClimbs() {
  const climbs = useClimbs();
  const [showAll, setShowAll] = useState(false);
  const [reserving, setReserving] = useState<GroupClimb | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // After the dialog closes, focus goes back to the climb's card (its button, or the inquiry
  // link that replaced it when the last spots were just taken).
  const returnFocus = (uuid: string) => {
    const card = listRef.current?.querySelector<HTMLElement>(`[data-id="${uuid}"]`);
    card?.querySelector<HTMLElement>('button, a')?.focus();
  };

  const all = climbs.data ?? [];
  const shown = showAll ? all : all.slice(0, FIRST_CLIMBS);
  return (
    <section id="group-climbs" aria-label="Upcoming Group Climbs" className="scroll-mt-24 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Climb with others"
          title="Upcoming Group Climbs"
          subtitle="Fixed departures with a small group and our own guides: reserve a spot today, pay after we call you."
        />
        {climbs.isPending ? (
          <div className="mt-10 grid place-items-center">
            <Spinner label="Loading group climbs…" showLabel />
          </div>
        ) : climbs.isError ? (
          <p role="alert" className="mt-10 text-center font-medium text-red-700">
            {`We could not load the group climbs: ${climbs.error.message}`}
          </p>
        ) : all.length === 0 ? (
          <p className="mt-10 text-center text-stone-700">
            No group climbs are scheduled right now. Send us an inquiry and we will plan one with you.
          </p>
        ) : (
          <>
            <ul ref={listRef} id="group-climb-list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {shown.map((climb) => (
                <li key={climb.uuid} className="grid">
                  <ClimbCard climb={climb} onReserve={setReserving} />
                </li>
              ))}
            </ul>
            {all.length > FIRST_CLIMBS && (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  aria-expanded={showAll}
                  aria-controls="group-climb-list"
                  onClick={() => setShowAll((v) => !v)}
                  className="rounded-full px-6 py-3 font-semibold text-brand-900 ring-1 ring-stone-300 hover:bg-brand-50"
                >
                  {showAll ? 'Show Fewer Climbs' : 'View All Scheduled Climbs'}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {reserving && (
        <Suspense fallback={null}>
          <ReserveClimbDialog
            climb={reserving}
            onClose={() => {
              const uuid = reserving.uuid;
              setReserving(null);
              requestAnimationFrame(() => returnFocus(uuid));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
