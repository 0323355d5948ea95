import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enqueueEmail } from './repository';
import { startSmtpPeer } from './smtp-peer';
import { retryDelaySeconds } from './worker';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ config: { SMTP_URL: peer.url } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function enqueue(n: number, tag: string) {
  for (let i = 0; i < n; i += 1) {
    await enqueueEmail(t.database.db, { kind: 'test', to: `guest-${i}@example.test`, subject: `${tag} #${i}`, text: `Body ${i}` });
  }
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.subject} like ${`${tag} #%`}`);
}
/** Lets the back-off pass without waiting for it. */
const makeDue = (ids: number[]) =>
  t.database.db
    .update(outboxEmails)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(outboxEmails.id, ids));
const rows = (ids: number[]) => t.database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids)).orderBy(outboxEmails.id);

describe('the e-mail outbox over real SMTP', () => {
  it('retries through refusals and a dropped connection, then delivers every message exactly once', async () => {
    const ids = (await enqueue(3, 'retry')).map((r) => r.id);

    for (const mode of ['refuse-4xx', 'refuse-5xx', 'drop'] as const) {
      peer.setMode(mode);
      expect(await t.app.outbox.drain()).toBe(0);
      const after = await rows(ids);
      expect(after.every((r) => r.status === 'pending' && r.lastError)).toBe(true);
      await makeDue(ids);
    }
    expect((await rows(ids)).map((r) => r.attempts)).toEqual([3, 3, 3]);

    peer.setMode('accept');
    expect(await t.app.outbox.drain()).toBe(3);
    expect(await t.app.outbox.drain()).toBe(0);
    const delivered = peer.received.filter((m) => m.includes('Subject: retry #'));
    expect(delivered).toHaveLength(3);
    expect(new Set(delivered.map((m) => /Subject: (retry #\d)/.exec(m)?.[1])).size).toBe(3);
    expect((await rows(ids)).every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
  });

  it('backs off exponentially after a failure', async () => {
    const [row] = await enqueue(1, 'backoff');
    peer.setMode('refuse-4xx');
    await t.app.outbox.drain();
    const [after] = await t.database.db
      .select({ wait: sql<number>`extract(epoch from ${outboxEmails.nextAttemptAt} - now())::float8` })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, row!.id));
    expect(after!.wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(after!.wait).toBeLessThanOrEqual(retryDelaySeconds(1));
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
    peer.setMode('accept');
  });

  it('leaves a claimed message to another process only after its lease ends', async () => {
    const [row] = await enqueue(1, 'lease');
    // A process claimed it and died before sending: next_attempt_at is 5 minutes ahead.
    await t.database.db
      .update(outboxEmails)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(outboxEmails.id, row!.id));
    expect(await t.app.outbox.drain()).toBe(0);
    await makeDue([row!.id]);
    expect(await t.app.outbox.drain()).toBe(1);
  });
});
