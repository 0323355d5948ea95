import type { ExperienceActivity } from '../data/experience-types';

/** Things to do (or kinds of stay), each with an icon and an optional seasonal note. */
export function ExperienceActivities({ activities }: { activities: ExperienceActivity[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map(({ title, icon: Icon, description, note }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-display text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-1.5 leading-relaxed text-stone-700">{description}</p>
            {note && <p className="mt-2 text-sm font-medium text-stone-600">{note}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
