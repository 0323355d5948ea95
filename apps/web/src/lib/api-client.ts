import { API_BASE_PATH } from '@safari/contracts/constants';
import type { FailureEnvelope, SuccessEnvelope } from '@safari/contracts/envelope';
import { apiTransport } from './api-transport';
import { readAuthToken } from './storage';

/** A failed API call: the server's message (already user-facing) and field errors, if any. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    /** True when the message is the server's own (a failure envelope), not a generic fallback. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a booking's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Return a successful answer's JSON as it is, not only our envelope: POST /subscribe
   * answers the original API's `status: 'success'`. Failures still throw ApiError.
   */
  raw?: boolean;
}

/**
 * Calls our API under /api, adds the bearer token when one is stored, and returns
 * the whole success envelope. Network failures and non-JSON answers become ApiError too, so
 * callers handle one kind of error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const transport = apiTransport();
  const url = new URL(`${API_BASE_PATH}${path}`, transport.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = readAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport.fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error occurred', 0);
  }
  const payload = (await response.json().catch(() => null)) as SuccessEnvelope<T> | FailureEnvelope | null;
  if (options.raw && response.ok && payload) return payload as SuccessEnvelope<T>;
  if (!response.ok || !payload || payload.status !== true) {
    const failure = payload && payload.status === false ? payload : null;
    throw new ApiError(
      failure?.message ?? `Request failed (${response.status})`,
      response.status,
      failure?.errors,
      Boolean(failure?.message),
    );
  }
  return payload;
}

/** Most callers only want `data`. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
