import { ArrowRight, Binoculars, MountainSnow, Sparkles, TreePalm } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

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
] as const;

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
          {STYLES.map(({ to, icon: Icon, title, cta, text, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className={`group flex h-full flex-col rounded-2xl bg-linear-to-br ${tone} p-6 text-white shadow-sm transition-transform hover:-translate-y-1 hover:shadow-xl`}
              >
                <Icon className="h-10 w-10 text-amber-200" aria-hidden="true" />
                <h3 className="mt-6 font-display text-2xl font-bold sm:mt-10">{title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-white/90">{text}</p>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold">
                  {cta}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
