import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import type { ExperienceContent, ExperienceTheme } from '../data/experience-types';
import { ExperienceHeroArt } from './experience-hero-art';

// Dark enough at every stop for white text to pass AA on its own.
const WASH: Record<ExperienceTheme, string> = {
  savanna: 'from-amber-800 via-orange-900 to-brand-900',
  culture: 'from-brand-700 via-red-950 to-stone-900',
  ocean: 'from-sky-800 via-cyan-900 to-teal-950',
  mountain: 'from-slate-700 via-indigo-950 to-stone-950',
  lodge: 'from-stone-800 via-amber-950 to-stone-950',
};

/** Gradient hero with a drawn scene, the page's only <h1>, and the quick facts below it. */
export function ExperienceHero({ experience }: { experience: ExperienceContent }) {
  return (
    <>
      <div className={`relative overflow-hidden bg-linear-to-br ${WASH[experience.theme]} text-white`}>
        <Container className="relative pb-52 pt-8 sm:pb-72 sm:pt-12">
          <Breadcrumbs
            tone="dark"
            items={[{ label: 'Home', to: '/' }, { label: 'Experiences', to: '/experiences' }, { label: experience.title }]}
          />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-amber-200">{experience.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold leading-tight sm:text-6xl">{experience.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{experience.summary}</p>
        </Container>
        <ExperienceHeroArt theme={experience.theme} />
      </div>
      <Container className="relative -mt-12">
        <dl className="grid gap-px overflow-hidden rounded-2xl bg-stone-200 shadow-lg ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4">
          {experience.facts.map((fact) => (
            <div key={fact.label} className="bg-white p-5">
              <dt className="text-xs font-semibold uppercase tracking-wider text-brand-600">{fact.label}</dt>
              <dd className="mt-1 font-medium text-stone-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </>
  );
}
