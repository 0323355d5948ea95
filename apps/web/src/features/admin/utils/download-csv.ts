import { API_BASE_PATH } from '@safari/contracts/constants';
import { ApiError } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/storage';

/**
 * Downloads a CSV the back office may read (a passenger list, the subscribers): fetched with
 * the bearer token, because a plain link cannot carry it and a token never goes in a URL, then
 * saved under the file name the server gives.
 */
export async function downloadCsv(path: string, fallbackName: string) {
  const token = readAuthToken();
  const response = await fetch(`${API_BASE_PATH}/admin${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
    () => {
      throw new ApiError('Network error occurred', 0);
    },
  );
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(failure?.message ?? `Request failed (${response.status})`, response.status, {}, Boolean(failure?.message));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
