import { MAP_ROUTES, type MapRoute } from '../data/route-map';
import { routePath } from '../utils/route-stats';

const SUMMIT = 'Uhuru Peak';

/** Gate (square), summit (triangle) or camp (circle): the shapes the legend explains. */
function CampMarker({ x, y, kind, color }: { x: number; y: number; kind: 'gate' | 'summit' | 'camp'; color: string }) {
  if (kind === 'summit')
    return <path d={`M ${x} ${y - 9} L ${x + 8} ${y + 6} L ${x - 8} ${y + 6} Z`} fill="#facc15" stroke="#1c1917" strokeWidth="1.5" />;
  if (kind === 'gate') return <rect x={x - 6} y={y - 6} width="12" height="12" fill="#15803d" stroke="#fff" strokeWidth="2" />;
  return <circle cx={x} cy={y} r="5.5" fill="#fff" stroke={color} strokeWidth="3" />;
}

const kindOf = (route: MapRoute, index: number) => {
  const camp = route.camps[index];
  if (camp?.name === SUMMIT) return 'summit';
  return index === 0 || index === route.camps.length - 1 ? 'gate' : 'camp';
};

/**
 * A schematic map of Kilimanjaro drawn from the camps' x/y: the mountain's zones as rings
 * round Kibo, every route faint, the chosen one bold with its camps numbered as in the
 * schedule. One image to assistive technology, described by its title and description; the
 * schedule beside it says the same in text.
 */
export function RouteMapSvg({ route }: { route: MapRoute }) {
  const stops = route.camps.map((camp) => camp.name).join(', ');
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-labelledby="route-map-title route-map-desc"
      className="h-auto w-full"
      data-testid="route-map-svg"
      data-route={route.id}
    >
      <title id="route-map-title">{`Map of the ${route.name} route`}</title>
      <desc id="route-map-desc">{`The ${route.name} route passes ${stops}.`}</desc>
      <rect width="400" height="300" fill="#ecfccb" />
      <ellipse cx="200" cy="130" rx="190" ry="140" fill="#bbf7d0" />
      <ellipse cx="200" cy="126" rx="140" ry="100" fill="#d9f99d" />
      <ellipse cx="200" cy="124" rx="96" ry="66" fill="#e7e5e4" />
      <ellipse cx="200" cy="120" rx="44" ry="30" fill="#f5f5f4" stroke="#a8a29e" />
      <ellipse cx="300" cy="116" rx="16" ry="12" fill="#d6d3d1" />
      <text x="300" y="98" textAnchor="middle" fontSize="9" fill="#44403c">
        Mawenzi
      </text>
      <text x="80" y="118" textAnchor="middle" fontSize="9" fill="#44403c">
        Shira Plateau
      </text>
      {MAP_ROUTES.filter((other) => other.id !== route.id).map((other) => (
        <path key={other.id} d={routePath(other)} fill="none" stroke="#a8a29e" strokeWidth="1.5" strokeDasharray="4 4" />
      ))}
      <path d={routePath(route)} fill="none" stroke={route.color} strokeWidth="4" strokeLinejoin="round" strokeLinecap="round" />
      {route.camps.map((camp, i) => (
        <g key={`${camp.name}-${i}`} data-testid="map-camp">
          <CampMarker x={camp.x} y={camp.y} kind={kindOf(route, i)} color={route.color} />
          <text
            x={camp.x + 9}
            y={camp.y - 7}
            fontSize="10"
            fontWeight="700"
            fill="#1c1917"
            paintOrder="stroke"
            stroke="#fff"
            strokeWidth="3"
          >
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The legend: what each line and shape on the map means. */
export function RouteMapLegend({ route }: { route: MapRoute }) {
  const item = 'flex items-center gap-2';
  return (
    <ul aria-label="Map legend" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
      <li className={item}>
        <svg width="28" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="28" y2="4" stroke={route.color} strokeWidth="4" />
        </svg>
        {route.name} route
      </li>
      <li className={item}>
        <svg width="28" height="8" aria-hidden="true">
          <line x1="0" y1="4" x2="28" y2="4" stroke="#a8a29e" strokeWidth="2" strokeDasharray="4 4" />
        </svg>
        Other routes
      </li>
      <li className={item}>
        <svg width="14" height="14" aria-hidden="true">
          <rect x="1" y="1" width="12" height="12" fill="#15803d" />
        </svg>
        Gate
      </li>
      <li className={item}>
        <svg width="14" height="14" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="#fff" stroke={route.color} strokeWidth="3" />
        </svg>
        Camp
      </li>
      <li className={item}>
        <svg width="16" height="14" aria-hidden="true">
          <path d="M 8 0 L 16 14 L 0 14 Z" fill="#facc15" stroke="#1c1917" />
        </svg>
        Summit (5,895 m)
      </li>
    </ul>
  );
}
