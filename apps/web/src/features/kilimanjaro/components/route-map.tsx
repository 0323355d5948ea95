import type { Ref } from 'react';
import { ROUTE_BASE_SUCCESS, ROUTE_DAYS } from '../utils/summit-success';
import { SectionHeading } from '../../../components/ui/section-heading';
import { MAP_ROUTES, mapRouteById } from '../data/route-map';
import { altitudeRange, selectorCampCount, statisticsCampCount } from '../utils/route-stats';
import { RouteMapLegend, RouteMapSvg } from './route-map-svg';

const metres = (m: number) => `${m.toLocaleString('en-US')} m`;

/**
 * The interactive route map: the selector (default machame), the map, its legend, the
 * camp schedule with day labels and the route's statistics. The selector is a native select,
 * so keyboard and screen readers work as everywhere else.
 */
export function RouteMap({
  routeId,
  onRouteChange,
  selectRef,
}: {
  routeId: string;
  onRouteChange(id: string): void;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const route = mapRouteById(routeId) ?? MAP_ROUTES[1]!;
  const { start, top } = altitudeRange(route);
  const stats = [
    { label: 'Duration', value: `${ROUTE_DAYS[route.id]} days` },
    { label: 'Camps', value: String(statisticsCampCount(route)) },
    { label: 'Start altitude', value: metres(start) },
    { label: 'Highest point', value: metres(top) },
    { label: 'Success rate', value: `${ROUTE_BASE_SUCCESS[route.id]}%` },
  ];

  return (
    <section id="route-map" aria-label="Interactive Route Map" className="scroll-mt-24 bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow="Explore the routes"
          title="Interactive Route Map"
          subtitle="Choose a route to see its path, where you sleep each night and what the climb adds up to."
        />
        <div className="mx-auto mt-8 max-w-sm">
          <label htmlFor="route-map-select" className="mb-1.5 block text-sm font-semibold text-stone-800">
            Choose a route
          </label>
          <select
            ref={selectRef}
            id="route-map-select"
            value={route.id}
            onChange={(e) => onRouteChange(e.target.value)}
            className="block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {MAP_ROUTES.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.name} (${selectorCampCount(option)} camps)`}
              </option>
            ))}
          </select>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <figure className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
            <RouteMapSvg route={route} />
            <figcaption>
              <RouteMapLegend route={route} />
            </figcaption>
          </figure>
          <div className="space-y-6">
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-display text-xl font-bold text-stone-900">{route.name} route statistics</h3>
              <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3" data-testid="route-stats">
                {stats.map((stat) => (
                  <div key={stat.label}>
                    <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{stat.label}</dt>
                    <dd className="mt-1 text-lg font-bold text-stone-900">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-display text-xl font-bold text-stone-900">Camp schedule</h3>
              <ol className="mt-4 space-y-2" data-testid="camp-schedule">
                {route.camps.map((camp, i) => (
                  <li key={`${camp.name}-${i}`} className="flex items-baseline gap-3 text-sm">
                    <span
                      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-stone-100 text-xs font-bold text-stone-800"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <span className="w-20 shrink-0 font-semibold text-brand-700">{camp.day}</span>
                    <span className="flex-1 text-stone-900">{camp.name}</span>
                    <span className="shrink-0 text-stone-600">{metres(camp.altitude)}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
