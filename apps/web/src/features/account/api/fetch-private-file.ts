import { API_BASE_PATH } from '@safari/contracts/constants';
import { ApiError } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/storage';

/**
 * A file only its owner may read (the data export, the passport image): fetched with the bearer
 * token, as a Blob. A plain link cannot carry the token, and the token never goes in a URL.
 */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error occurred', 0);
  }
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(failure?.message ?? `Request failed (${response.status})`, response.status, {}, Boolean(failure?.message));
  }
  return response.blob();
}
