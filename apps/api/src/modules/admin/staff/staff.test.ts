import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { ACCOUNT_MESSAGES } from '@safari/contracts/messages';
import { auditLog, sessions } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers, createStaff } from '../../../../test/factories/staff';
import { signIn } from '../../../../test/factories/users';
import { readEmails } from '../../../../test/mail';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://safari.example' } });
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const invite = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: callers.admin.headers, payload });

describe('staff accounts', () => {
  it('invites a staff member by e-mail; the link sets a password and the 8-hour staff session follows', async () => {
    const res = await invite({ email: ' Zawadi.Guide@Safari.example ', name: 'Zawadi', role: 'operator' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: ADMIN_MESSAGES.staffInvited,
      data: { email: 'zawadi.guide@safari.example', role: 'operator', disabled_at: null },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');

    await t.app.outbox.drain();
    const [mail] = readEmails(t.app.config.DATA_DIR, 'zawadi.guide@safari.example');
    expect(mail?.subject).toBe('Your Safari Tanzania back-office account');
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.source)![1]!;
    expect(mail!.source).toContain('https://safari.example/reset-password?token=');

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'serengeti-2026', 'confirm-password': 'serengeti-2026' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'zawadi.guide@safari.example', password: 'serengeti-2026', remember: true },
    });
    expect(login.json().data.user.role).toBe('operator');
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, (await import('../../auth/credentials')).hashToken(login.json().data.token)));
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(8 * 3600_000);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().data.uuid));
    expect(entry).toMatchObject({
      action: 'staff.invite',
      actorId: callers.admin.user.id,
      actorLabel: callers.admin.user.email,
      before: null,
    });
    expect(entry!.after).toMatchObject({ email: 'zawadi.guide@safari.example', role: 'operator' });
  });

  it('refuses an address that already has an account', async () => {
    const res = await invite({ email: callers.traveller.user.email, name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.staffEmailTaken);
  });

  it('disabling ends every session at once; re-enabling lets the account sign in again', async () => {
    const staff = await createStaff(t.app, t.database.db, 'operator');
    const second = await signIn(t.app, staff.user.email);
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${staff.user.uuid}/disable`,
      headers: callers.admin.headers,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled_at).not.toBeNull();
    for (const token of [staff.token, second]) {
      const res = await t.app.inject({ url: '/api/admin/staff', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: staff.user.email, password: staff.user.password },
    });
    expect(refused.statusCode).toBe(403);

    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${staff.user.uuid}/enable`,
      headers: callers.admin.headers,
    });
    expect(enabled.json().data.disabled_at).toBeNull();
    expect(await signIn(t.app, staff.user.email)).toBeTruthy();
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, staff.user.uuid));
    expect(actions.map((a) => a.action)).toEqual(['staff.disable', 'staff.enable']);
  });

  it('an administrator cannot disable or demote their own account', async () => {
    for (const [url, method, payload] of [
      [`/api/admin/staff/${callers.admin.user.uuid}/disable`, 'POST', undefined],
      [`/api/admin/staff/${callers.admin.user.uuid}/role`, 'PUT', { role: 'operator' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, headers: callers.admin.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_MESSAGES.notYourself);
    }
  });

  it('lists staff, searched and filtered on the server; travellers are never staff', async () => {
    await createStaff(t.app, t.database.db, 'admin', 'Kito Searchable');
    const res = await t.app.inject({ url: '/api/admin/staff?q=searchable&role=admin', headers: callers.operator.headers });
    expect(res.json().data).toMatchObject({ total: 1, limit: 25, offset: 0, items: [{ name: 'Kito Searchable', role: 'admin' }] });
    const all = (await t.app.inject({ url: '/api/admin/staff?limit=100', headers: callers.operator.headers })).json().data;
    expect(all.items.map((s: { email: string }) => s.email)).not.toContain(callers.traveller.user.email);
    const travellerAsStaff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${callers.traveller.user.uuid}/disable`,
      headers: callers.admin.headers,
    });
    expect(travellerAsStaff.statusCode).toBe(404);
  });
});
