import { ArrowRight, Binoculars, MountainSnow, Sparkles, TreePalm } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { TripStyleTile, type TripStyle } from './trip-style-tile';

const STYLES = [
  {
    to: '/safari-packages',
    icon: Binoculars,
    title: 'Safari',
    cta: 'Browse safaris',
    text: 'Big Five game drives in the Serengeti, the Ngorongoro Crater and Tarangire, timed to the Great Migration.',
    tone: 'from-amber-700 to-brand-900',
  },
  {
    to: '/kilimanjaro-packages',
    icon: MountainSnow,
    title: 'Kilimanjaro',
    cta: 'See Kilimanjaro climbs',
    text: 'Summit Africa’s highest peak on the Machame, Lemosho or Marangu route with experienced mountain crews.',
    tone: 'from-slate-600 to-slate-900',
  },
  {
    to: '/zanzibar-packages',
    icon: TreePalm,
    title: 'Zanzibar',
    cta: 'See Zanzibar holidays',
    text: 'White-sand beaches, spice farms, dhow sunsets and the winding lanes of Stone Town.',
    tone: 'from-teal-700 to-cyan-900',
  },
  {
    to: '/experiences',
    icon: Sparkles,
    title: 'Experiences',
    cta: 'Discover experiences',
    text: 'Maasai village visits, walking safaris, hot-air balloon flights and coffee farm tours.',
    tone: 'from-acacia to-emerald-950',
  },
] as const satisfies ReadonlyArray<TripStyle & { cta: string }>;

export function TripStyles() {
  return (
    <section className="bg-stone-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="Trip styles"
          title="How would you like to see Tanzania?"
          subtitle="Combine them freely: most of our travellers pair a safari with a climb or a few days on the coast."
        />
        <ul aria-label="Trip styles" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STYLES.map((style) => (
            <li key={style.to}>
              <TripStyleTile
                style={style}
                prominent
                callToAction={
                  <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold">
                    {style.cta}
                    <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
