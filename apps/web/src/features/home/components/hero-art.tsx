/**
 * The hero's backdrop: Kilimanjaro at dusk over the savanna, drawn inline so the first paint
 * needs no image download (a photo here would be the page's heaviest request).
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1c1917" />
          <stop offset="0.45" stopColor="#7c2d12" />
          <stop offset="0.72" stopColor="#c2410c" />
          <stop offset="0.86" stopColor="#f59e0b" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.55" stopColor="#fbbf24" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#hero-sky)" />
      <circle cx="1180" cy="600" r="190" fill="url(#hero-sun)" />
      {/* Kilimanjaro: Kibo's broad dome with its snow cap, Mawenzi to the east. */}
      <path d="M0 700 380 610 560 500Q640 452 700 446 790 440 860 470L1030 560 1120 530 1190 560 1600 660V900H0Z" fill="#57534e" />
      <path d="M560 500Q640 452 700 446 790 440 860 470L828 486 790 470 756 492 716 470 676 494 640 478 604 500Z" fill="#f5f5f4" opacity="0.85" />
      <path d="M0 760Q300 690 620 730T1200 700 1600 720V900H0Z" fill="#292524" />
      <path d="M0 800Q420 760 820 790T1600 770V900H0Z" fill="#0c0a09" />
      {/* Flat-topped acacias and a pair of giraffes on the horizon. */}
      <g fill="#0c0a09" stroke="#0c0a09" strokeLinecap="round">
        <path d="M236 800 244 718M244 718 214 690M244 718 276 686" strokeWidth="7" fill="none" />
        <ellipse cx="246" cy="684" rx="86" ry="16" />
        <ellipse cx="232" cy="674" rx="54" ry="11" />
        <path d="M1378 786 1384 690M1384 690 1350 660M1384 690 1420 652" strokeWidth="9" fill="none" />
        <ellipse cx="1386" cy="650" rx="112" ry="20" />
        <ellipse cx="1404" cy="637" rx="70" ry="13" />
        <path d="M988 782 992 744 986 744 984 712 1004 702 1006 660 1014 656 1018 662 1012 704 1018 712 1018 744 1012 744 1014 782Z" />
        <path d="M1056 790 1060 756 1054 756 1052 728 1068 720 1070 686 1077 683 1080 688 1076 722 1080 728 1080 756 1074 756 1076 790Z" />
      </g>
      <g fill="none" stroke="#1c1917" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        <path d="M1240 250q12-10 24 0q12-10 24 0" />
        <path d="M1300 290q9-8 18 0q9-8 18 0" />
        <path d="M1196 302q8-7 16 0q8-7 16 0" />
      </g>
    </svg>
  );
}
