import { useRef, useState, type ReactNode } from 'react';
import { DEFAULT_MAP_ROUTE, type KilimanjaroRoute } from '../utils/summit-success';
import { mapRouteById } from '../data/route-map';
import { useCalculator } from '../utils/use-calculator';
import { ClimateZones } from './climate-zones';
import { GroupClimbs } from './group-climbs';
import { KilimanjaroHero } from './kilimanjaro-hero';
import { Preparation } from './preparation';
import { RouteCards } from './route-cards';
import { RouteMap } from './route-map';
import { SummitCalculator } from './summit-calculator';

/**
 * The Kilimanjaro page's own content, top to bottom. The map's route and the
 * calculator live here so a route card can set both; `children` (the destination's server
 * data and its trips, composed by the page) come after the climbs; `engagement` (like, rate)
 * goes in the hero.
 */
export function KilimanjaroGuide({ engagement, children }: { engagement?: ReactNode; children?: ReactNode }) {
  const [mapRoute, setMapRoute] = useState<string>(DEFAULT_MAP_ROUTE);
  const calculator = useCalculator();
  const mapSelect = useRef<HTMLSelectElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const chooseRoute = (route: KilimanjaroRoute) => {
    setMapRoute(route);
    calculator.change({ route });
    setAnnouncement(`${mapRouteById(route)?.name ?? route} route selected on the map and in the calculator.`);
    const select = mapSelect.current;
    select?.closest('section')?.scrollIntoView({ block: 'start' });
    select?.focus({ preventScroll: true });
  };

  return (
    <div className="bg-stone-50">
      <KilimanjaroHero engagement={engagement} />
      <div className="mt-4">
        <SummitCalculator controller={calculator} />
      </div>
      <RouteMap routeId={mapRoute} onRouteChange={setMapRoute} selectRef={mapSelect} />
      <GroupClimbs />
      <RouteCards onChoose={chooseRoute} />
      <ClimateZones />
      <Preparation />
      {children}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
