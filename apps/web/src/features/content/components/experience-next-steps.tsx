import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { ButtonLink } from '../../../components/ui/button';
import type { ExperienceContent } from '../data/experience-types';

/**
 * How a page ends: no booking on a written page, but the way to the matching packages, to a
 * tailored proposal, and to the other experiences.
 */
export function ExperienceNextSteps({ experience, others }: { experience: ExperienceContent; others: ExperienceContent[] }) {
  return (
    <>
      <section aria-labelledby="next-steps-heading" className="overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl">
        <div className="grid gap-8 p-8 sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <CalendarDays className="h-9 w-9 text-brand-200" aria-hidden="true" />
            <h2 id="next-steps-heading" className="mt-4 font-display text-3xl font-bold sm:text-4xl">
              Ready when you are
            </h2>
            <p className="mt-3 max-w-xl text-lg leading-relaxed text-brand-100">
              Browse ready-made packages, or tell us your dates, group and budget and a travel expert will send a tailored proposal within{' '}
              {INQUIRY_RESPONSE_HOURS} hours.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink to={experience.listing.to} variant="secondary" size="lg">
              {experience.listing.label}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/inquiry" variant="outline-light" size="lg">
              Plan Your Trip
            </ButtonLink>
          </div>
        </div>
      </section>
      <nav aria-labelledby="more-experiences-heading" className="mt-14">
        <h2 id="more-experiences-heading" className="font-display text-2xl font-bold text-stone-900">
          More experiences
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={`/experiences/${other.slug}`}
                className="flex h-full items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 font-semibold text-stone-800 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:text-brand-700 hover:shadow-md"
              >
                {other.title}
                <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
