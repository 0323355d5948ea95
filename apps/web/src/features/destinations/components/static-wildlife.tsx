import { SectionHeading } from '../../../components/ui/section-heading';
import type { StaticWildlife as Wildlife } from '../data/static-destination-types';

/** Ngorongoro: the wildlife list with populations. */
export function StaticWildlife({ wildlife }: { wildlife: readonly Wildlife[] }) {
  return (
    <section aria-label="Wildlife" className="py-12">
      <SectionHeading align="left" title="Wildlife" subtitle="Approximate numbers living on the crater floor." />
      <ul className="mt-8 divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        {wildlife.map((animal) => (
          <li
            key={animal.name}
            data-testid="wildlife"
            className="grid gap-1 px-6 py-4 sm:grid-cols-[12rem_10rem_minmax(0,1fr)] sm:items-baseline sm:gap-4"
          >
            <h3 className="font-semibold text-stone-900">{animal.name}</h3>
            <p className="font-display text-lg font-bold text-brand-700">{animal.population}</p>
            <p className="text-sm text-stone-700">{animal.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
