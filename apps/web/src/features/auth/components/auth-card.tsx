import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

/** The narrow card the forgot- and reset-password pages sit in. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-stone-50 py-10 sm:py-16">
      <Container className="max-w-xl">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
          <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
          <p className="mt-2 mb-8 text-stone-600">{intro}</p>
          {children}
        </div>
      </Container>
    </div>
  );
}
