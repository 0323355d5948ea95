import { ApiError, apiData } from '../../../lib/api-client';
import { setAuthToken } from './set-auth-token';

/**
 * GET of the signed-in traveller's own data. A 401 means the stored session is over (expired,
 * revoked by a logout or a password change elsewhere): the token is dropped, so the header
 * offers Login again and a signed-in page sends the visitor to /login.
 */
export async function userRequest<T>(path: string, query?: Record<string, string>): Promise<T> {
  try {
    return await apiData<T>(path, { query });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setAuthToken(null);
    throw error;
  }
}
