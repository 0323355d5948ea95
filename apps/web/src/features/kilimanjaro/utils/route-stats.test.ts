import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ROUTE, KILIMANJARO_ROUTES } from './summit-success';
import { MAP_ROUTES, mapRouteById } from '../data/route-map';
import { altitudeRange, routePath, selectorCampCount, statisticsCampCount } from './route-stats';

describe('route map data and statistics (SPEC §9)', () => {
  it('has a map route for every calculator route, machame by default', () => {
    expect(MAP_ROUTES.map((r) => r.id).sort()).toEqual([...KILIMANJARO_ROUTES].sort());
    expect(mapRouteById(DEFAULT_MAP_ROUTE)?.name).toBe('Machame');
  });

  it('counts camps as list length − 1 on the selector and − 2 in the statistics', () => {
    const machame = mapRouteById('machame')!;
    expect(machame.camps).toHaveLength(10);
    expect(selectorCampCount(machame)).toBe(9);
    expect(statisticsCampCount(machame)).toBe(8);
  });

  it('every route reaches Uhuru Peak (5,895 m), starts at a gate and stays inside the map', () => {
    for (const route of MAP_ROUTES) {
      expect(route.camps.some((c) => c.name === 'Uhuru Peak')).toBe(true);
      expect(route.camps[0]?.name).toMatch(/Gate$/);
      expect(altitudeRange(route).top).toBe(5895);
      for (const camp of route.camps) {
        expect(camp.x).toBeGreaterThanOrEqual(0);
        expect(camp.x).toBeLessThanOrEqual(400);
        expect(camp.y).toBeGreaterThanOrEqual(0);
        expect(camp.y).toBeLessThanOrEqual(300);
      }
    }
  });

  it('ends each route on the day count of its statistics', () => {
    const lastDay = (id: string) => mapRouteById(id)!.camps.at(-1)!.day;
    expect([lastDay('marangu'), lastDay('machame'), lastDay('lemosho'), lastDay('rongai'), lastDay('northern')]).toEqual([
      'Day 6',
      'Day 7',
      'Day 8',
      'Day 6',
      'Day 9',
    ]);
  });

  it('draws the path through the camps in order', () => {
    expect(routePath(mapRouteById('marangu')!)).toMatch(/^M 320 272 L 306 232 /);
  });
});
