import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OUTBOX_ADMIN_MESSAGES } from '@safari/contracts/admin-moderation';
import { outboxEmails } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers } from '../../../../test/factories/staff';
import { readEmails } from '../../../../test/mail';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: callers.operator.headers });
const failed = async (to: string) => {
  const [row] = await t.database.db
    .insert(outboxEmails)
    .values({
      kind: 'booking-traveller',
      recipient: to,
      subject: 'Your booking ST-2026-000101',
      text: 'Hello',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    })
    .returning();
  return row!;
};

describe('the e-mail outbox', () => {
  it('shows failed e-mails with their attempts and last error, and sends one again', async () => {
    const message = await failed('resend-me@example.test');
    const list = (await admin('GET', '/api/admin/emails?status=failed')).json().data;
    expect(list.items).toEqual([
      expect.objectContaining({
        id: message.id,
        status: 'failed',
        attempts: 8,
        last_error: '550 mailbox unavailable',
        recipient: 'resend-me@example.test',
      }),
    ]);
    expect((await admin('GET', `/api/admin/emails/${message.id}`)).json().data.text).toBe('Hello');

    const res = await admin('POST', `/api/admin/emails/${message.id}/resend`);
    expect(res.json()).toMatchObject({ message: OUTBOX_ADMIN_MESSAGES.resent, data: { status: 'pending', attempts: 0 } });
    await t.app.outbox.drain();
    const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, message.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(readEmails(t.app.config.DATA_DIR, 'resend-me@example.test').map((m) => m.subject)).toEqual(['Your booking ST-2026-000101']);

    const again = await admin('POST', `/api/admin/emails/${message.id}/resend`);
    expect(again.json()).toMatchObject({ code: 409, message: OUTBOX_ADMIN_MESSAGES.onlyFailed });
    expect((await admin('POST', '/api/admin/emails/999999/resend')).json()).toMatchObject({
      code: 404,
      message: OUTBOX_ADMIN_MESSAGES.notFound,
    });
    const log = (await admin('GET', `/api/admin/audit?entity_type=email&entity_id=${message.id}`)).json().data.items;
    expect(log).toEqual([
      expect.objectContaining({ action: 'email.resend', before: { status: 'failed' }, after: { status: 'pending', attempts: 0 } }),
    ]);
  });

  it('filters retrying messages and searches recipients and subjects', async () => {
    await t.database.db.insert(outboxEmails).values([
      { kind: 'inquiry-reply', recipient: 'retry@example.test', subject: 'Proposal', text: 'x', attempts: 2, lastError: 'ETIMEDOUT' },
      { kind: 'inquiry-reply', recipient: 'fresh@example.test', subject: 'Proposal', text: 'x' },
    ]);
    const retrying = (await admin('GET', '/api/admin/emails?retrying=true&kind=inquiry-reply')).json().data;
    expect(retrying.items.map((m: { recipient: string }) => m.recipient)).toEqual(['retry@example.test']);
    expect((await admin('GET', '/api/admin/emails?q=fresh%40')).json().data.total).toBe(1);
  });
});
