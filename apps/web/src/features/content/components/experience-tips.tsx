import { Lightbulb } from 'lucide-react';

/** Practical advice for the kind of trip the page describes. */
export function ExperienceTips({ title, items }: { title: string; items: string[] }) {
  return (
    <section aria-labelledby="tips-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
          <Lightbulb className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="tips-heading" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
        </h2>
      </div>
      <ul className="mt-6 grid gap-x-10 gap-y-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-stone-800">
            <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
