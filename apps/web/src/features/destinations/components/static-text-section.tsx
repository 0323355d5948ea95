import { SectionHeading } from '../../../components/ui/section-heading';
import type { StaticTextSection as Section } from '../data/static-destination-types';

/** Conservation, when to visit, the migration calendar: a short intro and labelled points. */
export function StaticTextSection({ section }: { section: Section }) {
  return (
    <section id={section.id} aria-label={section.title} className="scroll-mt-24 py-12">
      <SectionHeading align="left" title={section.title} subtitle={section.intro} />
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        {section.items.map((item) => (
          <div key={item.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <dt className="font-semibold text-stone-900">{item.label}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-stone-700">{item.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
