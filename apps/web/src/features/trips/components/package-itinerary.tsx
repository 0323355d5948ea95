import type { TripDetail } from '@safari/contracts/trip';

/** Trip points sorted by order and numbered 1..n, drawn as a vertical timeline. */
export function PackageItinerary({ points }: { points: TripDetail['trip_points'] }) {
  const sorted = [...points].sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading" className="font-display text-2xl font-bold text-stone-900">
        Day-by-day itinerary
      </h2>
      {sorted.length === 0 ? (
        <p className="mt-4 text-stone-600">The detailed itinerary is prepared with you when you plan this trip.</p>
      ) : (
        <ol className="mt-6" data-testid="itinerary">
          {sorted.map((point, index) => (
            <li key={`${point.order}-${point.title}`} className="relative flex gap-5 pb-8 last:pb-0">
              {index < sorted.length - 1 && (
                <span className="absolute top-10 bottom-0 left-5 w-px -translate-x-1/2 bg-brand-200" aria-hidden="true" />
              )}
              <span
                data-testid="itinerary-number"
                aria-hidden="true"
                className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="font-semibold text-stone-900">{point.title}</h3>
                <p className="mt-1.5 leading-relaxed text-stone-600">{point.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
