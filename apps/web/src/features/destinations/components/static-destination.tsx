import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import type { StaticDestinationContent } from '../data/static-destination-types';
import { StaticDestinationHero } from './static-destination-hero';
import { StaticHighlights } from './static-highlights';
import { StaticLocation } from './static-location';
import { StaticPackages } from './static-packages';
import { StaticTextSection } from './static-text-section';
import { StaticWildlife } from './static-wildlife';

/**
 * A static destination page (decision 0023): the written sections in their fixed order,
 * the location, then `children` (the page adds the server's facts, activities and trips).
 * `engagement` (like and rate) goes in the hero.
 */
export function StaticDestination({
  content,
  engagement,
  children,
}: {
  content: StaticDestinationContent;
  engagement?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="bg-stone-50 pb-8">
      <StaticDestinationHero content={content} engagement={engagement} />
      <Container>
        <StaticHighlights highlights={content.highlights} />
        {content.wildlife && <StaticWildlife wildlife={content.wildlife} />}
        {content.packages && <StaticPackages packages={content.packages} />}
        {content.sections.map((section) => (
          <StaticTextSection key={section.id} section={section} />
        ))}
        <StaticLocation content={content} />
      </Container>
      {children}
    </article>
  );
}
