/**
 * How one process's cache invalidations reach the other processes on the same database
 * (decision 0014). The read cache publishes the namespaces a write dropped; every other
 * process's cache drops them too. When the bus may have missed messages (connection lost,
 * reconnected), the cache drops everything: until the bus is back, staleness is bounded by
 * the TTL alone.
 */
export interface ReadCacheBusHandlers {
  /** Another process invalidated these namespaces. */
  dropped(names: readonly string[]): void;
  /** Messages may have been missed: forget everything. */
  lost(): void;
}

export interface ReadCacheBus {
  readonly state: 'up' | 'down';
  subscribe(handlers: ReadCacheBusHandlers): void;
  /** Sends to the other processes. Never rejects: a failure is logged, the TTL covers it. */
  publish(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The message on the wire: who sent it (a process ignores its own) and what to drop. */
export interface ReadCacheMessage {
  from: string;
  names: string[];
}

export function encodeMessage(message: ReadCacheMessage): string {
  return JSON.stringify(message);
}

/** Null for anything that is not our message: a bus must never crash on a stray payload. */
export function decodeMessage(payload: string | undefined): ReadCacheMessage | null {
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { from, names } = parsed as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(names) || !names.every((n) => typeof n === 'string')) return null;
    return { from, names };
  } catch {
    return null;
  }
}
