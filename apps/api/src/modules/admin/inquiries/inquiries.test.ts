import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INQUIRY_ADMIN_MESSAGES } from '@safari/contracts/admin-inquiries';
import { auditLog } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createInquiry } from '../../../../test/factories/inquiries';
import { createCallers } from '../../../../test/factories/staff';
import { readEmails } from '../../../../test/mail';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const HOUR = 3600_000;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const as = () => callers.operator.headers;
const get = (url: string) => t.app.inject({ url, headers: as() });
const send = (method: 'PUT' | 'POST', url: string, payload: object) => t.app.inject({ method, url, payload, headers: as() });

describe('inquiries inbox', () => {
  it('flags inquiries older than 24 hours without a reply, and a reply clears the flag', async () => {
    const marker = `Overdue-${Date.now()}`;
    const late = await createInquiry(t.database.db, { lastName: marker, createdAt: new Date(Date.now() - 25 * HOUR) });
    await createInquiry(t.database.db, { lastName: marker, createdAt: new Date(Date.now() - 2 * HOUR) });
    await createInquiry(t.database.db, { lastName: marker, status: 'won', createdAt: new Date(Date.now() - 50 * HOUR) });

    const list = (await get(`/api/admin/inquiries?q=${marker}&overdue=true`)).json().data;
    expect(list).toMatchObject({ total: 1, items: [{ uuid: late.uuid, overdue: true, replied_at: null, status: 'new' }] });
    expect((await get(`/api/admin/inquiries?q=${marker}&overdue=false`)).json().data.total).toBe(2);

    const replied = await send('POST', `/api/admin/inquiries/${late.uuid}/replies`, { message: 'Dear Sofie,\n\nHere is our proposal.' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({
      code: 201,
      message: INQUIRY_ADMIN_MESSAGES.replySent,
      data: { overdue: false, status: 'in_progress' },
    });
    expect((await get(`/api/admin/inquiries?q=${marker}&overdue=true`)).json().data.total).toBe(0);
  });

  it('replies by e-mail through the outbox and keeps the reply, its delivery and the status change in the history', async () => {
    const inquiry = await createInquiry(t.database.db, { firstName: 'Pieter', lastName: '<b>Claes</b>' });
    const res = await send('POST', `/api/admin/inquiries/${inquiry.uuid}/replies`, {
      subject: 'Your Serengeti proposal',
      message: 'Here is the plan.\n\nDay 1: Arusha.',
      status: 'proposal_sent',
    });
    expect(res.json().data.status).toBe('proposal_sent');
    await t.app.outbox.drain();
    const [mail] = readEmails(t.app.config.DATA_DIR, inquiry.email);
    expect(mail?.subject).toBe('Your Serengeti proposal');
    expect(mail!.source).toContain('Hello Pieter &lt;b&gt;Claes&lt;/b&gt;,');
    expect(mail!.source).toContain(`Reference ${inquiry.reference}`);

    const detail = (await get(`/api/admin/inquiries/${inquiry.uuid}`)).json().data;
    expect(detail.history.map((e: { kind: string }) => e.kind)).toEqual(['reply', 'status']);
    expect(detail.history[0]).toMatchObject({
      body: 'Here is the plan.\n\nDay 1: Arusha.',
      email_status: 'sent',
      meta: { subject: 'Your Serengeti proposal' },
      author: { uuid: callers.operator.user.uuid },
    });
    expect(detail.history[1].meta).toEqual({ from: 'new', to: 'proposal_sent' });
    expect(detail).toMatchObject({ country: 'Belgium', budget: 'Mid-range ($1,500-$3,000)', message: 'Family of four, first safari.' });
  });

  it('assigns to staff, adds internal notes and writes every change to the audit log', async () => {
    const inquiry = await createInquiry(t.database.db);
    const assigned = await send('PUT', `/api/admin/inquiries/${inquiry.uuid}/assignee`, { assignee: callers.admin.user.uuid });
    expect(assigned.json().data.assignee).toEqual({ uuid: callers.admin.user.uuid, name: 'Baraka Admin', email: callers.admin.user.email });
    const mine = (await t.app.inject({ url: '/api/admin/inquiries?assignee=me&limit=100', headers: callers.admin.headers })).json().data;
    expect(mine.items.map((i: { uuid: string }) => i.uuid)).toContain(inquiry.uuid);

    const noted = await send('POST', `/api/admin/inquiries/${inquiry.uuid}/notes`, { note: 'Called her: prefers July.' });
    expect(noted.statusCode).toBe(201);
    await send('PUT', `/api/admin/inquiries/${inquiry.uuid}/status`, { status: 'lost' });
    const history = (await get(`/api/admin/inquiries/${inquiry.uuid}`)).json().data.history;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['assignment', 'note', 'status']);
    expect(readEmails(t.app.config.DATA_DIR, inquiry.email)).toEqual([]);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, inquiry.uuid));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['inquiry.assign', callers.operator.user.id],
      ['inquiry.note', callers.operator.user.id],
      ['inquiry.status', callers.operator.user.id],
    ]);
    expect(entries[2]).toMatchObject({ before: { status: 'new' }, after: { status: 'lost' } });
  });

  it('refuses a traveller or a disabled account as assignee, and an unknown inquiry', async () => {
    const inquiry = await createInquiry(t.database.db);
    const res = await send('PUT', `/api/admin/inquiries/${inquiry.uuid}/assignee`, { assignee: callers.traveller.user.uuid });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INQUIRY_ADMIN_MESSAGES.assigneeUnknown);
    const missing = await get('/api/admin/inquiries/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(INQUIRY_ADMIN_MESSAGES.notFound);
  });

  it('filters by status and pages on the server', async () => {
    const marker = `Paged-${Date.now()}`;
    for (let i = 0; i < 3; i++)
      await createInquiry(t.database.db, { lastName: marker, status: 'proposal_sent', createdAt: new Date(Date.now() - i * HOUR) });
    const page = (await get(`/api/admin/inquiries?q=${marker}&status=proposal_sent&limit=2&offset=2&order=asc`)).json().data;
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.items).toHaveLength(1);
    const bad = await get('/api/admin/inquiries?status=closed');
    expect(bad.statusCode).toBe(400);
  });
});
