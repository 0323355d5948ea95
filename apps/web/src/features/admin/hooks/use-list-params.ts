import { useSearchParams } from 'react-router';
import type { ListParams } from '../utils/admin-api';

export const PAGE_SIZE = 25;

/**
 * A list's search, filters, sort and page live in the URL: a reload, a shared link or the
 * back button shows the same rows. Changing a filter goes back to the first page.
 */
export function useListParams(filterNames: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = { limit: PAGE_SIZE, offset: Number(searchParams.get('offset') ?? 0) || 0 };
  for (const name of ['q', 'sort', 'order', ...filterNames]) {
    const value = searchParams.get(name);
    if (value) params[name] = value;
  }
  const update = (changes: Record<string, string | undefined>, keepPage = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('offset');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { params, update, value: (name: string) => searchParams.get(name) ?? '' };
}

/** A list's URL state, as the screens pass it to the parts that read or change it. */
export type ListState = ReturnType<typeof useListParams>;
