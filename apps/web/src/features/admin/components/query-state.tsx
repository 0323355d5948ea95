import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormMessage } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';

/** Loading, failed or loaded: one place so every screen says the same thing while it waits. */
export function QueryState<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading ${label}`} showLabel />;
  if (query.isError)
    return <FormMessage tone="error">{errorMessage(query.error, `Could not load ${label}. Please try again.`)}</FormMessage>;
  return <>{children(query.data)}</>;
}

/** The heading of a back-office screen, with room for its main action. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-bold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}
