import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../lib/mail-transport';

const claims: { release: () => void }[] = [];
vi.mock('./repository', () => ({
  // Each claim waits until the test releases it, then finds nothing due.
  claimDueEmails: vi.fn(() => new Promise<never[]>((resolve) => claims.push({ release: () => resolve([]) }))),
  markSent: vi.fn(),
  markFailed: vi.fn(),
}));
const { createOutboxWorker } = await import('./worker');
const { claimDueEmails } = await import('./repository');

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const worker = () => createOutboxWorker({ db: {} as Db, transport: { send: vi.fn() } as unknown as MailTransport, log, leaseSeconds: 60 });

describe('outbox worker kicks', () => {
  it('turns a burst of kicks during a drain into one more drain, not one per write', async () => {
    const outbox = worker();
    outbox.kick();
    await vi.waitFor(() => expect(claimDueEmails).toHaveBeenCalledTimes(1));
    // A hundred writes commit while the first drain is still claiming.
    for (let i = 0; i < 100; i += 1) outbox.kick();
    claims.shift()!.release();
    await vi.waitFor(() => expect(claimDueEmails).toHaveBeenCalledTimes(2));
    claims.shift()!.release();
    await outbox.stop();
    expect(claimDueEmails).toHaveBeenCalledTimes(2);
  });

  it('never runs two drains: drain() calls and kicks during a drain join it, and it claims once more', async () => {
    vi.mocked(claimDueEmails).mockClear();
    const outbox = worker();
    const first = outbox.drain();
    await vi.waitFor(() => expect(claimDueEmails).toHaveBeenCalledTimes(1));
    // Writes in flight, a poll and a test all ask while the first claim is under way.
    const joined = [outbox.drain(), outbox.drain()];
    for (let i = 0; i < 50; i += 1) outbox.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(claimDueEmails).toHaveBeenCalledTimes(1);
    claims.shift()!.release();
    // One more claim for everything that asked meanwhile, not one per caller.
    await vi.waitFor(() => expect(claimDueEmails).toHaveBeenCalledTimes(2));
    claims.shift()!.release();
    expect(await Promise.all([first, ...joined])).toEqual([0, 0, 0]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(claimDueEmails).toHaveBeenCalledTimes(2);
    await outbox.stop();
  });
});
