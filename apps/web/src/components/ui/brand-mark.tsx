import type { SVGProps } from 'react';

/** The small logo mark (Kilimanjaro under the sun), the same drawing as the favicon. */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#7c2d12" />
      <circle cx="44" cy="22" r="8" fill="#fbbf24" />
      <path d="M6 50 26 22l10 14 6-8 16 22z" fill="#fff7ed" />
      <path d="m21.5 28.4 4.5-6.4 4.6 6.6-2.3-1.3-2.3 1.9-2.2-1.9z" fill="#fed7aa" />
    </svg>
  );
}
