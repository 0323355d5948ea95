import { Link } from 'react-router';
import { ArrowRight, BookOpen, Binoculars, Compass, Landmark, MapPinned, MountainSnow, PencilRuler, TreePalm, Trees } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

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
] as const;

export function DemoGallery() {
  return (
    <section aria-label="Trip styles" className="py-12">
      <Container>
        <SectionHeading title="Trip styles" subtitle="Pick a way to travel: each opens the trips, places and tools behind it." />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {STYLES.map(({ to, icon: Icon, title, text, tone }) => (
            <li key={to} data-testid="demo-style">
              <Link
                to={to}
                className={`group flex h-full flex-col rounded-2xl bg-linear-to-br ${tone} p-6 text-white shadow-sm transition-transform hover:-translate-y-1 hover:shadow-xl`}
              >
                <Icon className="h-9 w-9 text-amber-200" aria-hidden="true" />
                <h3 className="mt-6 font-display text-2xl font-bold">{title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-white/90">{text}</p>
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold" aria-hidden="true">
                  Explore
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
