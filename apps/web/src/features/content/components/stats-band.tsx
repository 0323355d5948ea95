import { MARKETING_CLAIMS } from '../../../lib/company';
import { Container } from '../../../components/ui/container';

const STATS = [
  { value: MARKETING_CLAIMS.travelers, label: 'Happy travelers' },
  { value: MARKETING_CLAIMS.years, label: 'Years of experience' },
  { value: MARKETING_CLAIMS.destinations, label: 'Destinations' },
  { value: MARKETING_CLAIMS.rating, label: 'Average rating' },
] as const;

/** The operator's marketing figures (travellers, years, destinations, rating). */
export function StatsBand() {
  return (
    <section aria-labelledby="home-stats-title" className="bg-brand-900 py-14 text-white sm:py-16">
      <Container>
        <h2 id="home-stats-title" className="sr-only">
          Our story in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-y-10 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium uppercase tracking-wider text-brand-100">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
