import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, MapPin } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { HeroImage } from '../../../components/ui/hero-image';
import type { StaticDestinationContent } from '../data/static-destination-types';

/**
 * Title, summary and the destination's picture, then the page's stats in a band below.
 * `engagement` (like and rate, composed by the page) sits under the title block.
 */
export function StaticDestinationHero({ content, engagement }: { content: StaticDestinationContent; engagement?: ReactNode }) {
  return (
    <>
      <div className={`bg-linear-to-br ${content.wash} text-white`}>
        <Container className="grid gap-8 pt-8 pb-24 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:pb-28">
          <div>
            <Breadcrumbs
              tone="dark"
              items={[{ label: 'Home', to: '/' }, { label: 'Destinations', to: '/destinations' }, { label: content.name }]}
            />
            <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-amber-200">{content.eyebrow}</p>
            <h1 className="mt-2 font-display text-4xl font-bold leading-tight sm:text-6xl">{content.title}</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90">{content.summary}</p>
            {content.heroActions && (
              <div className="mt-8 flex flex-wrap gap-3">
                <Link
                  to="#packages"
                  className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-300"
                >
                  <CalendarCheck className="h-5 w-5" aria-hidden="true" />
                  Book Safari
                </Link>
                <Link
                  to="#location"
                  className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
                >
                  <MapPin className="h-5 w-5" aria-hidden="true" />
                  View Location
                </Link>
              </div>
            )}
            {engagement && <div className="mt-6 flex flex-wrap gap-3">{engagement}</div>}
          </div>
          <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/20">
            <HeroImage src={`/media/destinations/${content.slug}.svg`} alt={content.name} className="aspect-[16/9] w-full object-cover" />
          </div>
        </Container>
      </div>
      <Container className="relative -mt-12">
        <h2 className="sr-only">{`${content.name} in figures`}</h2>
        <dl
          className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-stone-200 shadow-lg ring-1 ring-stone-200 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none"
          data-testid="destination-stats"
        >
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-white p-5">
              <dt className="mt-1 text-xs font-semibold uppercase tracking-wider text-stone-600">{stat.label}</dt>
              <dd className="font-display text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </>
  );
}
