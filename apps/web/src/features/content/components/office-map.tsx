import { useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import { MAIN_OFFICE, OFFICES } from '../../../lib/company';
import { Container } from '../../../components/ui/container';
import posterUrl from '../assets/office-map-poster.svg?no-inline';
import { OFFICE_MAP } from '../data/contact-content';

const brussels = OFFICES.find((o) => o.id === 'belgium') ?? MAIN_OFFICE;

/**
 * 'Find Our Office': the Brussels office on a map. Click to load (decision 0024):
 * a drawing of our own until the visitor asks, so no map server sees the visit and no request
 * leaves our origin before that click.
 */
export function OfficeMap() {
  const [loaded, setLoaded] = useState(false);
  return (
    <section aria-labelledby="map-heading" className="py-16 sm:py-20">
      <Container>
        <h2 id="map-heading" className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          Find Our Office
        </h2>
        <p className="mt-3 flex items-start gap-2 text-lg text-stone-700">
          <MapPin className="mt-1 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          {brussels.label}: {brussels.addressLines.join(', ')}
        </p>
        <div className="relative mt-8 aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 shadow-sm ring-1 ring-stone-200 sm:aspect-[2/1]">
          {loaded ? (
            <iframe
              className="absolute inset-0 h-full w-full"
              src={OFFICE_MAP.embedUrl}
              title={OFFICE_MAP.title}
              referrerPolicy="strict-origin-when-cross-origin"
              data-testid="office-map-frame"
            />
          ) : (
            <button type="button" className="group absolute inset-0 h-full w-full" onClick={() => setLoaded(true)}>
              <img src={posterUrl} alt="" width={1200} height={600} loading="lazy" className="h-full w-full object-cover" />
              <span className="absolute inset-x-4 bottom-4 mx-auto flex max-w-md flex-col items-center gap-1 rounded-2xl bg-white/95 px-5 py-4 text-center shadow-xl ring-1 ring-stone-200 transition-transform group-hover:scale-[1.02] sm:bottom-8">
                <span className="font-semibold text-stone-900">Show the interactive map</span>
                <span className="text-sm text-stone-600">Loads from OpenStreetMap, which then receives your visit.</span>
              </span>
            </button>
          )}
        </div>
        <p className="mt-4">
          <a
            href={OFFICE_MAP.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Open the map on OpenStreetMap
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </Container>
    </section>
  );
}
