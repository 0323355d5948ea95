import { MapPin, Navigation } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { StaticDestinationContent } from '../data/static-destination-types';
import { TanzaniaMap } from './tanzania-map';

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(1)}° ${value >= 0 ? positive : negative}`;

/** 'View Location' lands here: where the place is, and how to get there. */
export function StaticLocation({ content }: { content: StaticDestinationContent }) {
  const { location } = content;
  return (
    <section id="location" aria-label="Location" className="scroll-mt-24 py-12">
      <SectionHeading align="left" title="Location" />
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <figure className="overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <TanzaniaMap name={content.name} location={location} />
        </figure>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <p className="flex gap-3 text-stone-800">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              {location.region}
              <span className="block text-sm text-stone-600">{`${degrees(location.lat, 'N', 'S')}, ${degrees(location.lon, 'E', 'W')}`}</span>
            </span>
          </p>
          <p className="flex gap-3 text-stone-800">
            <Navigation className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{location.gettingThere}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
