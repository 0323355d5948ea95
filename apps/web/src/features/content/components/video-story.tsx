import { useState } from 'react';
import { Play } from 'lucide-react';
import { Container } from '../../../components/ui/container';

// 'Wild Tanzania', a documentary on the Serengeti's wildlife and its peoples. The privacy-enhanced
// youtube-nocookie.com host is the one the security headers allow in a frame.
const VIDEO_ID = 'okwitGXmgiE';
const VIDEO_TITLE = 'Wild Tanzania: a documentary on the Serengeti and its peoples (YouTube)';

/**
 * Click-to-load video (nothing is fetched from another site unasked): a poster we draw ourselves
 * until the visitor presses play, so nothing is requested from YouTube, and no cookie is set,
 * before they choose to watch.
 */
export function VideoStory() {
  const [playing, setPlaying] = useState(false);

  return (
    <section aria-labelledby="video-story-title" className="bg-stone-950 py-16 text-white sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Our story</p>
          <h2 id="video-story-title" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            See the Tanzania we share with our travelers
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-300">
            The great herds of the Serengeti, the Maasai and Hadzabe communities who call the plains home, and the wild places our guides
            have known all their lives.
          </p>
          <p className="mt-4 text-sm text-stone-400">The video plays from YouTube once you press play.</p>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900 shadow-2xl ring-1 ring-white/10">
          {playing ? (
            <iframe
              className="absolute inset-0 h-full w-full"
              src={`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`}
              title={VIDEO_TITLE}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              type="button"
              className="group absolute inset-0 h-full w-full"
              aria-label="Play our story video"
              onClick={() => setPlaying(true)}
            >
              <VideoPoster />
              <span className="absolute top-1/2 left-1/2 grid h-20 w-20 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-brand-700 shadow-xl transition-transform group-hover:scale-110">
                <Play className="ml-1 h-9 w-9 fill-current" aria-hidden="true" />
              </span>
            </button>
          )}
        </div>
      </Container>
    </section>
  );
}

/** Elephants crossing the plain at golden hour: the poster, drawn inline (no image request). */
function VideoPoster() {
  return (
    <svg className="h-full w-full" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#431407" />
          <stop offset="0.55" stopColor="#c2410c" />
          <stop offset="1" stopColor="#fbbf24" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#poster-sky)" />
      <circle cx="420" cy="560" r="150" fill="#fde68a" opacity="0.85" />
      <path d="M0 640Q400 600 800 630T1600 610V900H0Z" fill="#78350f" />
      <path d="M0 720Q500 680 1000 710T1600 700V900H0Z" fill="#1c1917" />
      <g fill="#1c1917">
        <path d="M900 700v-70q0-60 70-70h90q50 0 60 45l20 40q8 20-5 30l-5-25-12 2v48h-22v-40h-90v40h-22v-42h-26v42Z" />
        <path d="M1120 640q30 20 26 70h-12q0-40-20-50Z" />
        <path d="M1240 706v-46q0-40 46-46h58q34 0 40 30l14 26q5 13-3 20l-4-16-8 1v31h-14v-26h-58v26h-14v-27h-17v27Z" />
        <path d="M1384 666q20 13 17 46h-8q0-26-13-33Z" />
        <path d="M200 720 206 660M206 660 180 640M206 660 232 636" stroke="#1c1917" strokeWidth="7" fill="none" />
        <ellipse cx="208" cy="632" rx="76" ry="14" />
      </g>
    </svg>
  );
}
