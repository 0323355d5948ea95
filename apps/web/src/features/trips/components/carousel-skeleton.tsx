/** Placeholder cards with the carousel's shape, so nothing jumps when it arrives. */
export function CarouselSkeleton() {
  return (
    <div className="flex gap-6 overflow-hidden" aria-hidden="true" data-testid="carousel-skeleton">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="w-[85%] shrink-0 animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
        >
          <div className="aspect-video bg-stone-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-5 w-3/4 rounded bg-stone-200" />
            <div className="h-3 w-full rounded bg-stone-100" />
            <div className="h-3 w-5/6 rounded bg-stone-100" />
            <div className="h-3 w-2/3 rounded bg-stone-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
