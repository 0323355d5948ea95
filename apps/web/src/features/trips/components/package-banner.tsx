import { CalendarDays, MapPin } from 'lucide-react';
import type { TripDetail } from '@safari/contracts/trip';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { HeroImage } from '../../../components/ui/hero-image';
import { Price } from '../../currency/components/price';
import { destinationLine, durationText } from '../utils/trip-format';
import { TripRating } from './trip-rating';

/** The hero of the detail page: above the fold, so the banner loads eagerly and first. */
export function PackageBanner({ trip }: { trip: TripDetail }) {
  return (
    <section className="relative isolate flex min-h-[440px] items-end overflow-hidden bg-stone-900 sm:min-h-[520px]">
      <HeroImage src={trip.banner} alt={trip.name} className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/50 to-black/25" aria-hidden="true" />
      <Container className="py-10 text-white sm:py-14">
        <Breadcrumbs tone="dark" items={[{ label: 'Home', to: '/' }, { label: 'Packages', to: '/all-packages' }, { label: trip.name }]} />
        <p className="mt-6 flex flex-wrap gap-2 text-sm font-semibold">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {destinationLine(trip)}
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {durationText(trip.duration_days)}
          </span>
        </p>
        <h1 className="mt-4 max-w-4xl font-display text-4xl font-bold leading-tight sm:text-5xl">{trip.name}</h1>
        <TripRating rating={trip.rating} tone="dark" className="mt-3" />
        <p className="mt-4 text-lg text-white/90" data-testid="banner-price">
          From <Price usd={trip.base_price} className="text-2xl font-bold text-white" /> per person
        </p>
      </Container>
    </section>
  );
}
