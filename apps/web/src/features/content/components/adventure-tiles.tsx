import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { ADVENTURE_TILES } from '../data/contact-content';

/** Six decorative tiles of the adventures we plan (no links: they only set the scene). */
export function AdventureTiles() {
  return (
    <Container className="relative -mt-24 sm:-mt-32">
      <section aria-labelledby="adventures-heading">
        <h2 id="adventures-heading" className="sr-only">
          Adventures we plan
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
          {ADVENTURE_TILES.map(({ title, icon: Icon, description, tone }) => (
            <li
              key={title}
              data-testid="adventure-tile"
              className={cn('flex flex-col rounded-2xl bg-linear-to-br p-4 text-white shadow-lg sm:p-5', tone)}
            >
              <Icon className="h-7 w-7 text-amber-200" aria-hidden="true" />
              <h3 className="mt-3 font-display text-lg leading-snug font-bold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-white/85">{description}</p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
