import { Container } from '../../../components/ui/container';
import { ABOUT_STATS } from '../data/about-content';
import { ExperienceHeroArt } from './experience-hero-art';

/** The page's <h1> over a drawn savanna, and the operator's four figures just below it. */
export function AboutHero() {
  return (
    <>
      <div className="relative overflow-hidden bg-linear-to-br from-brand-700 via-brand-900 to-stone-950 text-white">
        <Container className="relative pb-52 pt-14 sm:pb-72 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-200">About us</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold leading-tight sm:text-6xl">
            Tanzania, shared by the people who know it best
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
            Since 2009 we have guided travellers from the Serengeti plains to the summit of Kilimanjaro and the beaches of Zanzibar — with
            local experts on the ground and a team in Europe who plan every detail with you.
          </p>
        </Container>
        <ExperienceHeroArt theme="savanna" />
      </div>
      <Container className="relative -mt-12">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            Safari Tanzania in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-stone-200 shadow-lg ring-1 ring-stone-200 lg:grid-cols-4">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-white p-5 text-center sm:p-8">
                <dt className="mt-1 text-sm font-medium text-stone-600 sm:text-base">{stat.label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </>
  );
}
