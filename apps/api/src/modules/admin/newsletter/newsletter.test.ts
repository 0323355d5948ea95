import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers } from '../../../../test/factories/staff';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const subscriber = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') => ({
  email,
  status,
  unsubscribeToken: randomBytes(18).toString('base64url'),
  confirmedAt: status === 'pending' ? null : new Date('2026-02-01T10:00:00Z'),
});

describe('newsletter subscribers', () => {
  it('lists confirmed subscribers by default, and by status, searched and paged', async () => {
    await t.database.db
      .insert(newsletterSubscribers)
      .values([
        subscriber('list-one@example.test', 'confirmed'),
        subscriber('list-two@example.test', 'confirmed'),
        subscriber('list-waiting@example.test', 'pending'),
      ]);
    const res = await t.app.inject({
      url: '/api/admin/newsletter/subscribers?q=list-&sort=email&order=asc&limit=1',
      headers: callers.operator.headers,
    });
    expect(res.json().data).toMatchObject({ total: 2, limit: 1, items: [{ email: 'list-one@example.test', status: 'confirmed' }] });
    const pending = await t.app.inject({
      url: '/api/admin/newsletter/subscribers?status=pending&q=list-',
      headers: callers.operator.headers,
    });
    expect(pending.json().data.items.map((s: { email: string }) => s.email)).toEqual(['list-waiting@example.test']);
  });

  it('exports every confirmed subscriber as CSV, in slices, never a pending or unsubscribed one', async () => {
    const confirmed = Array.from({ length: 2101 }, (_, i) => subscriber(`export-${String(i).padStart(4, '0')}@example.test`, 'confirmed'));
    await t.database.db
      .insert(newsletterSubscribers)
      .values([
        ...confirmed,
        subscriber('=cmd|calc@example.test', 'confirmed'),
        subscriber('gone@example.test', 'unsubscribed'),
        subscriber('maybe@example.test', 'pending'),
      ]);
    const res = await t.app.inject({ url: '/api/admin/newsletter/subscribers.csv', headers: callers.operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail,Confirmed at');
    const emails = lines.slice(1).map((line) => line.split(',')[0]);
    expect(emails).toHaveLength(2 + 2101 + 1);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain("'=cmd|calc@example.test");
    expect(emails).not.toContain('gone@example.test');
    expect(emails).not.toContain('maybe@example.test');
    expect(lines[1]).toBe('list-one@example.test,2026-02-01T10:00:00.000Z');

    const log = (await t.app.inject({ url: '/api/admin/audit?action=newsletter.export', headers: callers.operator.headers })).json().data;
    expect(log.items[0]).toMatchObject({ actor: { uuid: callers.operator.user.uuid }, entity_type: 'newsletter' });
  });
});
