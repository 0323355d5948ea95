import type { DestinationDetail } from '@safari/contracts/destination';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { HeroImage } from '../../../components/ui/hero-image';
import { DestinationLocation } from './destination-location';

/** Breadcrumb, then the banner with the name over it, then the categories. */
export function DestinationHero({ destination }: { destination: DestinationDetail }) {
  return (
    <div className="bg-stone-50 pt-6 sm:pt-8">
      <Container>
        <Breadcrumbs items={[{ label: 'Destinations', to: '/destinations' }, { label: destination.name }]} />
        {/*
          Phone: the title sits under the picture (the art carries its own caption at the bottom
          left). Wider screens: a 5:2 crop hides that caption and the title goes over the image.
        */}
        <div className="relative mt-4">
          <div className="relative overflow-hidden rounded-3xl bg-stone-200 shadow-sm">
            <HeroImage src={destination.banner} alt={destination.name} className="aspect-[16/9] w-full object-cover sm:aspect-[5/2]" />
            <div className="absolute inset-0 hidden bg-gradient-to-t from-stone-950/85 via-stone-950/30 to-transparent sm:block" />
          </div>
          <div className="mt-5 sm:absolute sm:inset-x-0 sm:bottom-0 sm:mt-0 sm:p-10">
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-5xl sm:text-white sm:drop-shadow">{destination.name}</h1>
            <DestinationLocation destination={destination} className="mt-2 text-base sm:text-white sm:[&_svg]:text-white" />
          </div>
        </div>
        {destination.categories.length > 0 && (
          <ul aria-label="Categories" className="mt-5 flex flex-wrap gap-2">
            {destination.categories.map((category) => (
              <li key={category.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
                {category.name}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}
