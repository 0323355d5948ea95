import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';

/** Loading and error states of a page, in the page's own fixed words. */
export function LoadingMessage({ text }: { text: string }) {
  return (
    <Container className="py-20 text-center">
      <Spinner label={text} showLabel className="text-lg" />
    </Container>
  );
}

export function ErrorMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Container className="py-20 text-center">
      <p role="alert" className="text-lg font-medium text-red-700">
        {text}
      </p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </Container>
  );
}
