import type { StaticLocation } from '../data/static-destination-types';

// A drawn outline of Tanzania (longitude 29–41° E, latitude 1–12° S, 26 px a degree), so the
// page needs no map tiles from outside (nothing is fetched from another site at run time).
const x = (lon: number) => (lon - 29) * 26;
const y = (lat: number) => (-lat - 0.5) * 26;
const OUTLINE: Array<[number, number]> = [
  [30.4, -1.0],
  [33.9, -1.0],
  [37.6, -3.0],
  [39.2, -4.6],
  [38.8, -6.4],
  [39.3, -7.0],
  [39.4, -8.3],
  [39.7, -9.9],
  [40.4, -10.4],
  [38.0, -11.3],
  [35.0, -11.6],
  [34.6, -10.0],
  [34.0, -9.5],
  [32.9, -9.4],
  [31.0, -8.5],
  [30.6, -7.6],
  [29.6, -6.0],
  [29.4, -4.5],
  [30.7, -3.4],
  [30.5, -2.4],
];
const CITIES = [
  { name: 'Arusha', lon: 36.68, lat: -3.37 },
  { name: 'Dar es Salaam', lon: 39.28, lat: -6.8 },
  { name: 'Dodoma', lon: 35.74, lat: -6.17 },
];
// Labels near the coast go to the left, the others to the right (cities) or below (the place),
// so no label leaves the map or covers another.
const EAST = 38;

/** Tanzania with its main cities and the destination marked; labelled as one image. */
export function TanzaniaMap({ name, location }: { name: string; location: StaticLocation }) {
  const points = OUTLINE.map(([lon, lat]) => `${x(lon)},${y(lat)}`).join(' ');
  return (
    <svg
      viewBox="0 0 310 300"
      role="img"
      aria-label={`Map of Tanzania showing ${name} in the ${location.region}`}
      className="mx-auto h-auto max-h-[26rem] w-full"
      data-testid="location-map"
    >
      <rect width="310" height="300" fill="#e0f2fe" />
      <polygon points={points} fill="#fef3c7" stroke="#a16207" strokeWidth="1.5" />
      <ellipse cx={x(33)} cy={y(-1.2)} rx="40" ry="16" fill="#bae6fd" />
      <ellipse cx={x(39.35)} cy={y(-6.1)} rx="5" ry="10" fill="#fef3c7" stroke="#a16207" />
      {CITIES.map((city) => (
        <g key={city.name}>
          <circle cx={x(city.lon)} cy={y(city.lat)} r="3" fill="#44403c" />
          <text
            x={x(city.lon) + (city.lon > EAST ? -6 : 6)}
            y={y(city.lat) + 4}
            textAnchor={city.lon > EAST ? 'end' : 'start'}
            fontSize="10"
            fill="#292524"
          >
            {city.name}
          </text>
        </g>
      ))}
      <circle cx={x(location.lon)} cy={y(location.lat)} r="11" fill="#b91c1c" opacity="0.2" />
      <circle cx={x(location.lon)} cy={y(location.lat)} r="5.5" fill="#b91c1c" stroke="#fff" strokeWidth="2" />
      <text
        x={x(location.lon) + (location.lon > EAST ? -12 : 0)}
        y={y(location.lat) + (location.lon > EAST ? -10 : 24)}
        textAnchor={location.lon > EAST ? 'end' : 'middle'}
        fontSize="11"
        fontWeight="700"
        fill="#7f1d1d"
        paintOrder="stroke"
        stroke="#fff"
        strokeWidth="3"
      >
        {name}
      </text>
    </svg>
  );
}
