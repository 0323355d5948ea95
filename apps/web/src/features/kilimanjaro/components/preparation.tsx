import { CircleCheck, Lightbulb } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { INCLUDED, PREPARATION_TIPS } from '../data/kilimanjaro-content';

/** Preparation tips and what is included, side by side on wide screens. */
export function Preparation() {
  return (
    <section aria-label="Preparation Tips" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading align="left" eyebrow="Before you fly" title="Preparation Tips" />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {PREPARATION_TIPS.map((tip) => (
              <li key={tip.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <Lightbulb className="h-5 w-5 text-amber-600" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-stone-900">{tip.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-700">{tip.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div aria-label="What Is Included" role="group">
          <SectionHeading align="left" eyebrow="Every climb" title="What Is Included" />
          <ul className="mt-8 space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-3 text-stone-800">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
