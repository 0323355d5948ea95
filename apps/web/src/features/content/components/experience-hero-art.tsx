import type { ReactNode } from 'react';
import type { ExperienceTheme } from '../data/experience-types';

// Hand-drawn silhouettes in a 1440x400 box (the scene above y=320, ground below it, where the
// facts card overlaps), anchored to the bottom of the hero. They are
// translucent so the theme's gradient shows through, and decorative (aria-hidden): drawn
// inline, the hero costs no request and never waits for an image.

const ink = 'rgb(0 0 0 / 0.35)';
const haze = 'rgb(0 0 0 / 0.16)';

function Acacia({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={ink}>
      <path d="M-3 0 L-2 -60 L-22 -78 L-19 -81 L0 -66 L16 -84 L19 -81 L3 -62 L3 0 Z" />
      <ellipse cx="-2" cy="-86" rx="62" ry="11" />
      <ellipse cx="14" cy="-94" rx="38" ry="8" />
    </g>
  );
}

function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return <circle cx={cx} cy={cy} r={r} fill="rgb(253 230 138 / 0.35)" />;
}

const SCENES: Record<ExperienceTheme, ReactNode> = {
  savanna: (
    <>
      <Sun cx={870} cy={150} r={78} />
      <path d="M0 250 Q240 200 480 236 T960 222 T1440 236 V400 H0Z" fill={haze} />
      <path d="M0 286 Q360 256 720 280 T1440 270 V400 H0Z" fill={ink} />
      <Acacia x={480} y={282} s={1.3} />
      <Acacia x={980} y={276} />
      <Acacia x={1180} y={272} s={0.7} />
      <path d="M680 110 l10 8 l10 -8 M720 90 l8 6 l8 -6 M756 120 l7 5 l7 -5" stroke={ink} strokeWidth="3" fill="none" />
    </>
  ),
  culture: (
    <>
      <Sun cx={860} cy={150} r={64} />
      <path d="M0 268 Q400 236 760 258 T1440 250 V400 H0Z" fill={haze} />
      <g fill={ink}>
        <path d="M1040 280 C1036 230 1030 200 1044 170 L1026 140 L1034 136 L1052 160 L1060 120 L1070 122 L1066 162 L1090 138 L1096 146 L1072 176 C1084 206 1080 240 1078 280Z" />
        <ellipse cx="1058" cy="128" rx="70" ry="22" />
        {[420, 520, 610].map((x) => (
          <path key={x} d={`M${x - 44} 292 V262 Q${x} 214 ${x + 44} 262 V292Z`} />
        ))}
        <path d="M0 292 Q720 276 1440 296 V400 H0Z" />
      </g>
    </>
  ),
  ocean: (
    <>
      <Sun cx={880} cy={200} r={90} />
      <path d="M0 228 H1440 V400 H0Z" fill={haze} />
      <path
        d="M0 256 Q90 244 180 256 T360 256 T540 256 T720 256 T900 256 T1080 256 T1260 256 T1440 256 V400 H0Z"
        fill="rgb(255 255 255 / 0.1)"
      />
      <path d="M0 286 Q120 272 240 286 T480 286 T720 286 T960 286 T1200 286 T1440 286 V400 H0Z" fill={ink} />
      <g fill={ink}>
        <path d="M520 240 H650 L630 256 H542Z" />
        <path d="M592 238 L592 120 L520 232Z" />
        <path d="M598 236 L598 132 Q650 180 640 232Z" />
      </g>
    </>
  ),
  mountain: (
    <>
      <circle cx="1000" cy="60" r="34" fill="rgb(255 255 255 / 0.18)" />
      <path d="M0 300 L240 240 L520 110 Q600 84 720 82 Q820 84 880 100 L1120 230 L1440 270 V400 H0Z" fill={haze} />
      <path
        d="M520 110 Q600 84 720 82 Q820 84 880 100 L860 118 L820 106 L780 122 L740 104 L700 120 L650 106 L600 124 L560 112 L540 122Z"
        fill="rgb(255 255 255 / 0.55)"
      />
      <path d="M1040 190 L1080 150 L1100 168 L1124 138 L1160 200Z" fill={haze} />
      <path d="M0 400 V282 Q300 250 560 276 T1100 264 T1440 280 V400Z" fill={ink} />
    </>
  ),
  lodge: (
    <>
      <circle cx="960" cy="90" r="40" fill="rgb(254 243 199 / 0.4)" />
      <circle cx="976" cy="80" r="36" fill="rgb(28 25 23 / 0.55)" />
      {[
        [120, 60],
        [300, 110],
        [520, 50],
        [760, 90],
        [900, 40],
        [1340, 130],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="2.5" fill="rgb(255 255 255 / 0.6)" />
      ))}
      <path d="M0 270 Q480 240 960 262 T1440 256 V400 H0Z" fill={haze} />
      <g fill={ink}>
        <path d="M600 288 L700 206 L800 288Z" />
        <path d="M580 292 L700 196 L820 292 L806 296 L700 212 L594 296Z" />
        <path d="M0 290 Q720 276 1440 292 V400 H0Z" />
      </g>
      <path d="M686 288 L700 232 L714 288Z" fill="rgb(253 230 138 / 0.55)" />
      <Acacia x={380} y={284} s={1.2} />
      <Acacia x={1040} y={286} s={0.9} />
    </>
  ),
};

export function ExperienceHeroArt({ theme }: { theme: ExperienceTheme }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 400"
      preserveAspectRatio="xMidYMax slice"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-56 w-full sm:h-80"
    >
      {SCENES[theme]}
    </svg>
  );
}
