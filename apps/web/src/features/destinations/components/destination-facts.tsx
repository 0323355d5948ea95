import type { DestinationDetail } from '@safari/contracts/destination';

/** Facts read big-number first: the fact, its label (sub_fact), then a sentence. */
export function DestinationFacts({ facts }: { facts: DestinationDetail['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
        Key facts
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {facts.map((fact) => (
          <li key={fact.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" data-testid="fact">
            <p className="font-display text-3xl font-bold text-brand-700">{fact.fact}</p>
            <p className="mt-1 text-xs font-semibold uppercase tracking-widest text-stone-600">{fact.sub_fact}</p>
            <p className="mt-3 text-sm leading-relaxed text-stone-700">{fact.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
