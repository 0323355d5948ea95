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
const worker = () =>
  createOutboxWorker({ db: {} as Db, transport: { send: vi.fn() } as unknown as MailTransport, log, leaseSeconds: 60 });

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
});
