import { Clock, LifeBuoy } from 'lucide-react';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { BUSINESS_HOURS, EMERGENCY_SUPPORT } from '../../../lib/company';
import { Container } from '../../../components/ui/container';
import { ExperienceHeroArt } from './experience-hero-art';

/** The contact page's hero: the page's <h1>, the 24-hour promise and the office hours. */
export function ContactHero() {
  return (
    <div className="relative overflow-hidden bg-linear-to-br from-brand-700 via-brand-900 to-stone-950 text-white">
      <Container className="relative pt-14 pb-56 sm:pt-20 sm:pb-80">
        <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">Contact us</p>
        <h1 className="mt-2 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-6xl">Start your adventure</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
          Tell us what you dream of and a travel expert in Brussels or Dar es Salaam answers within {INQUIRY_RESPONSE_HOURS} hours with a
          proposal made for you.
        </p>
        <ul className="mt-6 flex flex-wrap gap-3 text-sm">
          <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/20">
            <Clock className="h-4 w-4 text-amber-300" aria-hidden="true" />
            {BUSINESS_HOURS.weekdays} · {BUSINESS_HOURS.saturday} · {BUSINESS_HOURS.sunday}
          </li>
          <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 ring-1 ring-white/20">
            <LifeBuoy className="h-4 w-4 text-amber-300" aria-hidden="true" />
            {EMERGENCY_SUPPORT}
          </li>
        </ul>
      </Container>
      <ExperienceHeroArt theme="savanna" />
    </div>
  );
}
