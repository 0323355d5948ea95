import { API_BASE_PATH } from '@safari/contracts/constants';
import type { FailureEnvelope, SuccessEnvelope } from '@safari/contracts/envelope';
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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a booking's Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Sends a request to our API under /api with the bearer token when one is stored (SPEC §6). */
async function send(path: string, options: RequestOptions): Promise<{ response: Response; payload: unknown }> {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
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
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error occurred', 0);
  }
  return { response, payload: await response.json().catch(() => null) };
}

function failureOf(response: Response, payload: unknown): ApiError {
  const envelope = payload as FailureEnvelope | null;
  const failure = envelope && envelope.status === false ? envelope : null;
  return new ApiError(
    failure?.message ?? `Request failed (${response.status})`,
    response.status,
    failure?.errors,
    Boolean(failure?.message),
  );
}

/**
 * Calls our API and returns the whole success envelope. Network failures and non-JSON answers
 * become ApiError too, so callers handle one kind of error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const { response, payload } = await send(path, options);
  const envelope = payload as SuccessEnvelope<T> | FailureEnvelope | null;
  if (!response.ok || !envelope || envelope.status !== true) throw failureOf(response, payload);
  return envelope;
}

/**
 * For the one route whose success is not our envelope: POST /subscribe answers SPEC §7's
 * `status: 'success'`. The JSON body is returned as it is; failures still throw ApiError.
 */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, payload } = await send(path, options);
  if (!response.ok || payload === null) throw failureOf(response, payload);
  return payload as T;
}

/** Most callers only want `data`. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
