import { CalendarDays, Sparkles } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { StaticDestinationContent } from '../data/static-destination-types';

export function StaticHighlights({ highlights }: { highlights: StaticDestinationContent['highlights'] }) {
  return (
    <section aria-label={highlights.title} className="py-12">
      <SectionHeading align="left" title={highlights.title} />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {highlights.items.map((item) => (
          <li key={item.title} data-testid="highlight" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <Sparkles className="h-5 w-5 text-amber-600" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-stone-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-700">{item.text}</p>
            {item.bestTime && (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
                {`Best time: ${item.bestTime}`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
