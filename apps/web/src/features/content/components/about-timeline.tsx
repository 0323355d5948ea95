import { Container } from '../../../components/ui/container';
import { MILESTONES } from '../data/about-content';

/** Our journey 2009-2024 as an ordered list: a line on the left on phones, alternating sides on desktop. */
export function AboutTimeline() {
  return (
    <section aria-labelledby="journey-heading" className="bg-white py-16 sm:py-24">
      <Container className="max-w-5xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Since 2009</p>
          <h2 id="journey-heading" className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            Our journey
          </h2>
        </div>
        <ol className="relative mt-12 space-y-10 before:absolute before:inset-y-0 before:left-4 before:w-0.5 before:bg-brand-200 md:before:left-1/2 md:before:-translate-x-1/2">
          {MILESTONES.map((milestone, i) => (
            <li
              key={milestone.year}
              data-testid="milestone"
              className="relative pl-12 md:w-1/2 md:pl-0 md:odd:pr-12 md:odd:text-right md:even:ml-auto md:even:pl-12"
            >
              <span
                aria-hidden="true"
                className={
                  'absolute left-2.5 top-1.5 h-3.5 w-3.5 rounded-full bg-brand-600 ring-4 ring-brand-100 ' +
                  (i % 2 === 0 ? 'md:left-auto md:-right-[7px]' : 'md:-left-[7px]')
                }
              />
              <h3>
                <span className="block font-display text-2xl font-bold text-brand-700">{milestone.year}</span>
                <span className="mt-1 block text-lg font-semibold text-stone-900">{milestone.title}</span>
              </h3>
              <p className="mt-2 leading-relaxed text-stone-700">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
