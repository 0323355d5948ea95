import { SectionHeading } from '../../../components/ui/section-heading';
import { CLIMATE_ZONE_NOTES, CLIMATE_ZONES } from '../data/kilimanjaro-content';

// Warm at the foot, icy at the top: one colour per band, light enough for dark text.
const BAND = ['bg-lime-100', 'bg-emerald-100', 'bg-amber-100', 'bg-stone-200', 'bg-sky-100'];

/** The five climate zones with their altitude bands, summit first as on the mountain. */
export function ClimateZones() {
  const zones = CLIMATE_ZONES.map((zone, i) => ({ ...zone, band: BAND[i] ?? 'bg-stone-100' })).reverse();
  return (
    <section aria-label="Five Climate Zones" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="From the tropics to the arctic"
          title="Five Climate Zones"
          subtitle="Climbing Kilimanjaro is like walking from the equator to the pole in a week."
        />
        <ol className="mt-10 space-y-2">
          {zones.map((zone) => (
            <li
              key={zone.name}
              data-testid="climate-zone"
              className={`flex flex-col gap-1 rounded-2xl p-5 sm:flex-row sm:items-center sm:gap-6 ${zone.band}`}
            >
              <div className="sm:w-48">
                <h3 className="font-display text-xl font-bold text-stone-900">{zone.name}</h3>
                <p className="text-sm font-semibold text-stone-700">{zone.altitude}</p>
              </div>
              <p className="flex-1 text-sm leading-relaxed text-stone-800">{CLIMATE_ZONE_NOTES[zone.name]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
