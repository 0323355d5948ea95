import type { MapRoute } from '../data/route-map';

// Camp counts, as the original showed them: the camp list length minus 1 on the selector and minus
// 2 in the statistics. The two figures differ on purpose (the selector counts every stop after the
// gate, the statistics leave out the gate and the exit), so both are computed here, once.

export const selectorCampCount = (route: MapRoute) => Math.max(0, route.camps.length - 1);
export const statisticsCampCount = (route: MapRoute) => Math.max(0, route.camps.length - 2);

/** The highest and lowest points of a route, for the statistics. */
export function altitudeRange(route: MapRoute): { start: number; top: number } {
  const altitudes = route.camps.map((camp) => camp.altitude);
  return { start: altitudes[0] ?? 0, top: Math.max(0, ...altitudes) };
}

/** 'M x y L x y …': the route's path through its camps, in order. */
export function routePath(route: MapRoute): string {
  return route.camps.map((camp, i) => `${i === 0 ? 'M' : 'L'} ${camp.x} ${camp.y}`).join(' ');
}
