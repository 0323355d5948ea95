import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Map, Calculator } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Container } from '../../../components/ui/container';
import { FACT_CARDS } from '../data/kilimanjaro-content';

/** Kibo and Mawenzi in silhouette, with snow on Kibo: drawn, so nothing is fetched. */
function MountainArt() {
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="none" aria-hidden="true" className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-60">
      <path
        d="M0 260 L0 210 L260 150 L470 70 L560 40 L640 44 L760 110 L860 90 L920 120 L1200 190 L1200 260 Z"
        fill="#1c1917"
        opacity="0.55"
      />
      <path d="M470 70 L560 40 L640 44 L690 70 L640 64 L600 78 L560 62 L520 80 Z" fill="#f5f5f4" />
      <path d="M0 260 L0 230 L300 200 L600 170 L900 200 L1200 220 L1200 260 Z" fill="#14532d" />
    </svg>
  );
}

/** Hero with 'View Routes' (to the map), then the six facts cards; `engagement` (like, rate) under the buttons. */
export function KilimanjaroHero({ engagement }: { engagement?: ReactNode }) {
  return (
    <>
      <div className="relative overflow-hidden bg-linear-to-br from-slate-700 via-indigo-950 to-stone-950 text-white">
        <Container className="relative pt-8 pb-48 sm:pt-12 sm:pb-64">
          <Breadcrumbs
            tone="dark"
            items={[{ label: 'Home', to: '/' }, { label: 'Destinations', to: '/destinations' }, { label: 'Kilimanjaro' }]}
          />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-amber-200">The roof of Africa</p>
          <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold leading-tight sm:text-6xl">Climb Mount Kilimanjaro</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
            Stand on Uhuru Peak at 5,895 m with guides who have summited hundreds of times. Pick your route, check your odds and join a
            group climb.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="#route-map"
              className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-300"
            >
              <Map className="h-5 w-5" aria-hidden="true" />
              View Routes
            </Link>
            <Link
              to="#calculator"
              className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
            >
              <Calculator className="h-5 w-5" aria-hidden="true" />
              Check your summit odds
            </Link>
          </div>
          {engagement && <div className="relative z-10 mt-6 flex flex-wrap gap-3">{engagement}</div>}
        </Container>
        <MountainArt />
      </div>
      <Container className="relative -mt-16">
        <h2 className="sr-only">Kilimanjaro facts</h2>
        <ul className="grid gap-px overflow-hidden rounded-2xl bg-stone-200 shadow-lg ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-3">
          {FACT_CARDS.map((fact) => (
            <li key={fact.label} data-testid="fact-card" className="bg-white p-5">
              <p className="font-display text-3xl font-bold text-brand-700">{fact.value}</p>
              <p className="mt-1 text-xs font-semibold uppercase tracking-widest text-stone-600">{fact.label}</p>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{fact.detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
