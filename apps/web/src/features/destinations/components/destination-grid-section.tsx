import type { DestinationSummary } from '@safari/contracts/destination';
import { Container } from '../../../components/ui/container';
import { DestinationCard } from './destination-card';

/** One titled grid of destination cards, with its fixed empty text when there are none. */
export function DestinationGridSection({
  id,
  eyebrow,
  title,
  subtitle,
  destinations,
  emptyText,
  priorityCount = 0,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  destinations: DestinationSummary[];
  emptyText: string;
  priorityCount?: number;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={className} data-testid={id}>
      <Container>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>
        <h2 id={headingId} className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">{subtitle}</p>
        {destinations.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">{emptyText}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((destination, index) => (
              <li key={destination.uuid} className="flex">
                <DestinationCard destination={destination} priority={index < priorityCount} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
