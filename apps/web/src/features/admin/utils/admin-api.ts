import { apiData, apiRequest } from '../../../lib/api-client';

/**
 * Every back-office query key starts with this scope, so signing out or a write that touches
 * several areas (a cancellation changes bookings, departures and the dashboard) can refresh
 * them together without knowing each screen's key.
 */
export const ADMIN_SCOPE = 'admin';
export const adminKey = <const T extends readonly unknown[]>(...parts: T) => [ADMIN_SCOPE, ...parts] as const;

/** A list's filters as they go to the server: search, sort, page and each list's own filters. */
export type ListParams = Record<string, string | number | undefined>;

/** One page of a back-office list (pageOf() in contracts/admin). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** GET under /api/admin; the data of the envelope. */
export const adminGet = <T>(path: string, query?: ListParams) => apiData<T>(`/admin${path}`, { query });

/** A write under /api/admin: the whole envelope, so the screen can show the server's message. */
export const adminWrite = <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<T>(`/admin${path}`, { method, body });
