import type { DestinationSummary } from '@safari/contracts/destination';
import { htmlToText, truncateText } from '../../../lib/html-text';
import { DestinationCardFrame } from './destination-card-frame';

/** A destination presented as an experience: what it is (categories) and a taste of it. */
export function ExperienceCard({ destination, priority = false }: { destination: DestinationSummary; priority?: boolean }) {
  const teaser = truncateText(htmlToText(destination.description), 140);
  const categories =
    destination.categories.length > 0 ? (
      <ul aria-label="Categories" className="absolute left-3 top-3 flex flex-wrap gap-1.5">
        {destination.categories.slice(0, 3).map((category) => (
          <li key={category.id} className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-stone-800 shadow-sm">
            {category.name}
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <DestinationCardFrame
      destination={destination}
      priority={priority}
      testId="experience-card"
      callToAction="Explore experience"
      imageOverlay={categories}
    >
      {teaser && <p className="text-sm leading-relaxed text-stone-700">{teaser}</p>}
    </DestinationCardFrame>
  );
}
