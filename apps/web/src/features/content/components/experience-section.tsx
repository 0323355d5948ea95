import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';

/** A titled band of an experience page; the heading id labels the section for assistive tech. */
export function ExperienceSection({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'stone';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('py-14 sm:py-20', tone === 'stone' ? 'bg-stone-50' : 'bg-white')}>
      <Container>
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-stone-600">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
