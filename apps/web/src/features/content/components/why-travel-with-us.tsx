import { Compass, HeartHandshake, Leaf, ShieldCheck } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';

const VALUES = [
  {
    icon: Compass,
    title: 'Local experts, two offices',
    text: 'Our planners and guides live in Tanzania, and our Brussels office looks after you before you fly. One team from first idea to last game drive.',
  },
  {
    icon: HeartHandshake,
    title: 'Tailor-made, never off the shelf',
    text: 'Every itinerary is shaped around your dates, pace and budget — from a three-day Ngorongoro escape to a month across the north and the islands.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety first',
    text: 'Well-maintained 4x4s, first-aid trained guides, carefully chosen lodges and 24/7 emergency support for as long as you are travelling with us.',
  },
  {
    icon: Leaf,
    title: 'Travel that gives back',
    text: 'We work with community-run camps, pay porters and guides fairly, and support conservation in the parks you visit.',
  },
] as const;

export function WhyTravelWithUs() {
  return (
    <section className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading
          eyebrow="Why travel with us"
          title="Tanzania is our home, not a catalogue"
          subtitle="Four promises we keep on every trip we plan."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-display text-xl font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
