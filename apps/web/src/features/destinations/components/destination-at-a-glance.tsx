import type { DestinationDetail } from '@safari/contracts/destination';

export function DestinationAtAGlance({ destination }: { destination: DestinationDetail }) {
  const rows: Array<[string, string]> = [
    ['Location', destination.location.name],
    ['Region', destination.region.name],
    ['Country', 'Tanzania'],
  ];
  return (
    <section aria-labelledby="glance-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="glance-heading" className="font-display text-xl font-bold text-stone-900">
        At a glance
      </h2>
      <dl className="mt-4 divide-y divide-stone-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
