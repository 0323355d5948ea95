import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

/** The opening band of a listing page (the layout's <main> already clears the fixed header). */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50 pb-12 pt-12 sm:pb-16 sm:pt-16">
      <Container>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl font-display text-4xl font-bold text-stone-900 sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-stone-600">{children}</div>}
      </Container>
    </div>
  );
}
