import { ArrowRight, BookOpen, Binoculars, Compass, Landmark, MapPinned, MountainSnow, PencilRuler, TreePalm, Trees } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { TripStyleTile, type TripStyle } from './trip-style-tile';

// /all-demos (the original listed the route without content): every way into the catalogue, as a
// gallery of trip styles, each leading to its most specific page.
const STYLES = [
  {
    to: '/safari-packages',
    icon: Binoculars,
    title: 'Safari',
    text: 'Game drives in the Serengeti, Ngorongoro and Tarangire.',
    tone: 'from-amber-700 to-brand-900',
  },
  {
    to: '/kilimanjaro',
    icon: MountainSnow,
    title: 'Kilimanjaro climbs',
    text: 'Routes, your summit odds and group climbs with spots left.',
    tone: 'from-slate-600 to-slate-900',
  },
  {
    to: '/zanzibar-packages',
    icon: TreePalm,
    title: 'Zanzibar beaches',
    text: 'Stone Town, spice farms and the Indian Ocean.',
    tone: 'from-teal-700 to-cyan-900',
  },
  {
    to: '/experiences/cultural-tours',
    icon: Landmark,
    title: 'Cultural tours',
    text: 'Maasai, Hadzabe and Chagga life, guided by the people who live it.',
    tone: 'from-brand-700 to-red-950',
  },
  {
    to: '/destinations/ngorongoro',
    icon: Trees,
    title: 'Ngorongoro Crater',
    text: 'A day on the crater floor, from $350.',
    tone: 'from-emerald-800 to-teal-950',
  },
  {
    to: '/destinations/tarangire',
    icon: Compass,
    title: 'Tarangire',
    text: 'Elephants and baobabs, three to six days.',
    tone: 'from-orange-800 to-stone-900',
  },
  {
    to: '/custom-package',
    icon: PencilRuler,
    title: 'Build your own',
    text: 'Combine tours and activities and get a quote in 24 hours.',
    tone: 'from-indigo-800 to-slate-950',
  },
  {
    to: '/destinations',
    icon: MapPinned,
    title: 'All destinations',
    text: 'Every park, island and mountain we travel to.',
    tone: 'from-lime-800 to-emerald-950',
  },
  {
    to: '/blog',
    icon: BookOpen,
    title: 'Travel guides',
    text: 'When to go, what to pack and how to choose.',
    tone: 'from-stone-700 to-stone-950',
  },
] as const satisfies readonly TripStyle[];

// The same words on every tile add nothing to a link named by its title: shown, not announced.
const EXPLORE = (
  <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold" aria-hidden="true">
    Explore
    <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
  </span>
);

export function DemoGallery() {
  return (
    <section aria-label="Trip styles" className="py-12">
      <Container>
        <SectionHeading title="Trip styles" subtitle="Pick a way to travel: each opens the trips, places and tools behind it." />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STYLES.map((style) => (
            <li key={style.to} data-testid="demo-style">
              <TripStyleTile style={style} callToAction={EXPLORE} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
