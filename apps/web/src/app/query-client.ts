import { QueryClient } from '@tanstack/react-query';

/** `server`: a render's own cache, which fetches each query once and never retries. */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: server
        ? { retry: false, retryOnMount: false, refetchOnMount: false, staleTime: Infinity }
        : { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
