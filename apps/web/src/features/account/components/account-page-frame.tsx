import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

/** A signed-in page's heading and white card (the testimonial page). */
export function AccountPageFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-stone-50 py-10 sm:py-16">
      <Container className="max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-600">{intro}</p>
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">{children}</div>
      </Container>
    </div>
  );
}
