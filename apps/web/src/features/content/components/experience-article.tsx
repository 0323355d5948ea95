import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { ExperienceActivities } from './experience-activities';
import { ExperienceHero } from './experience-hero';
import { ExperienceNextSteps } from './experience-next-steps';
import { ExperiencePlaces } from './experience-places';
import { ExperienceRouteCards } from './experience-route-cards';
import { ExperienceSection } from './experience-section';
import { ExperienceTips } from './experience-tips';
import { otherExperiences } from '../data/experience-pages';
import type { ExperienceContent } from '../data/experience-types';

/** One of the five static experience pages, drawn from its content. */
export function ExperienceArticle({ experience }: { experience: ExperienceContent }) {
  // Bands alternate stone and white after the white intro; the routes (mountain page only) come first.
  const offset = experience.routes ? 1 : 0;
  const tone = (band: number) => (band % 2 === 0 ? 'stone' : 'white');
  const closing = tone(offset + experience.sections.length);

  return (
    <>
      <ExperienceHero experience={experience} />
      <section aria-labelledby="overview-heading" className="bg-white py-14 sm:py-20">
        <Container className="max-w-4xl">
          <h2 id="overview-heading" className="sr-only">
            Overview
          </h2>
          {experience.intro.map((paragraph, i) => (
            <p
              key={i}
              className={
                i === 0 ? 'font-display text-xl leading-relaxed text-stone-800 sm:text-2xl' : 'mt-6 text-lg leading-relaxed text-stone-700'
              }
            >
              {paragraph}
            </p>
          ))}
        </Container>
      </section>
      {experience.routes && (
        <ExperienceSection
          id="routes"
          title="The six Kilimanjaro routes"
          intro="Every route reaches Uhuru Peak. They differ in scenery, crowds and — above all — how much time they give you to acclimatise."
          tone={tone(0)}
        >
          <ExperienceRouteCards routes={experience.routes} />
        </ExperienceSection>
      )}
      {experience.sections.map((section, i) => (
        <ExperienceSection key={section.id} id={section.id} title={section.title} intro={section.intro} tone={tone(i + offset)}>
          {section.kind === 'places' ? <ExperiencePlaces places={section.items} /> : <ExperienceActivities activities={section.items} />}
        </ExperienceSection>
      ))}
      <div className={cn('py-14 sm:py-20', closing === 'stone' ? 'bg-stone-50' : 'bg-white')}>
        <Container className="space-y-14">
          <ExperienceTips title={experience.tips.title} items={experience.tips.items} />
          <div>
            <ExperienceNextSteps experience={experience} others={otherExperiences(experience.slug)} />
          </div>
        </Container>
      </div>
    </>
  );
}
