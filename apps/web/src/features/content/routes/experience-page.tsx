import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { Container } from '../../../components/ui/container';
import { PageMeta } from '../../../components/ui/page-meta';
import { cn } from '../../../lib/cn';
import { ExperienceActivities } from '../components/experience-activities';
import { ExperienceHero } from '../components/experience-hero';
import { ExperienceNextSteps } from '../components/experience-next-steps';
import { ExperiencePlaces } from '../components/experience-places';
import { ExperienceRouteCards } from '../components/experience-route-cards';
import { ExperienceSection } from '../components/experience-section';
import { ExperienceTips } from '../components/experience-tips';
import { findExperience, otherExperiences } from '../data/experience-pages';

/** The five static experience pages (SPEC §2), one component driven by the slug. */
export function ExperiencePage() {
  const { slug } = useParams();
  const experience = findExperience(slug);
  // Any other slug is simply a page that does not exist: the same 404 as every unknown path.
  if (!experience) return <NotFoundPage />;

  // Bands alternate stone and white after the white intro; the routes (mountain page only) come first.
  const offset = experience.routes ? 1 : 0;
  const tone = (band: number) => (band % 2 === 0 ? 'stone' : 'white');
  const closing = tone(offset + experience.sections.length);

  return (
    <>
      <PageMeta title={experience.title} description={experience.metaDescription} />
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
                i === 0
                  ? 'font-display text-xl leading-relaxed text-stone-800 sm:text-2xl'
                  : 'mt-6 text-lg leading-relaxed text-stone-700'
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
        <ExperienceSection
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          tone={tone(i + offset)}
        >
          {section.kind === 'places' ? (
            <ExperiencePlaces places={section.items} />
          ) : (
            <ExperienceActivities activities={section.items} />
          )}
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
