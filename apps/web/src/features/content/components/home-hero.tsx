import type { ReactNode } from 'react';
import { MARKETING_CLAIMS } from '../../../lib/company';
import { Container } from '../../../components/ui/container';
import { HeroArt } from './hero-art';

/**
 * Full-bleed hero under the transparent header. The search it frames is the trips feature's;
 * the home page passes it in as `children`, so this marketing band knows nothing of trips.
 */
export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-stone-950 text-white">
      <HeroArt className="absolute inset-0 -z-10 h-full w-full" />
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-stone-950/70 via-stone-950/25 to-stone-950/80" />
      <Container className="flex min-h-[640px] flex-col justify-center pt-28 pb-14 sm:pt-32 lg:min-h-[max(680px,88vh)] lg:pb-20">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-200 sm:text-sm">Safari · Kilimanjaro · Zanzibar</p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-3xl font-display text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl"
        >
          Tanzania, planned by people who live there
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-100 sm:text-xl">
          Tailor-made safaris, Kilimanjaro climbs and Zanzibar beach holidays from our teams in Dar es Salaam and Brussels.
        </p>
        <div className="mt-8 lg:mt-10">{children}</div>
        <p className="mt-5 text-sm text-stone-200">
          Rated {MARKETING_CLAIMS.rating} by {MARKETING_CLAIMS.travelers} travelers over {MARKETING_CLAIMS.years} years
        </p>
      </Container>
    </section>
  );
}
