import { useEffect, useState } from 'react';
import { fetchPrivateFile } from './fetch-private-file';

/**
 * GET /api/user/passport-image, shown only to its owner and only when asked for (`enabled`).
 * The image is turned into an object URL that is released when the component goes away; it
 * is deliberately not kept in the query cache.
 */
export function usePassportImage(enabled: boolean) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchPrivateFile('/user/passport-image', controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ url: null, failed: Boolean(error) });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [enabled]);
  return state;
}
