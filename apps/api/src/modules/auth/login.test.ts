import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, LOGIN_VALIDATION } from '@safari/contracts/messages';
import { sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { hashToken } from './credentials';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test signs in from an address of its own, so the per-address limit stays out of the way. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

const login = (payload: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });
const me = (token: string) => t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
const DAY = 86_400_000;

describe('POST /api/login', () => {
  it('signs in whatever the case of the e-mail and returns a new opaque token each time, stored only as a hash', async () => {
    const user = await createUser(t.database.db);
    const from = nextAddress();
    const first = await login({ email: `  ${user.email.toUpperCase()}`, password: TEST_PASSWORD }, from);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ACCOUNT_MESSAGES.loggedIn);
    const { token, user: shown } = first.json().data;
    expect(shown.email).toBe(user.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const second = (await login({ email: user.email, password: TEST_PASSWORD }, from)).json().data.token;
    expect(second).not.toBe(token);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash).sort()).toEqual([hashToken(token), hashToken(second)].sort());
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("lasts a day, or 30 days with 'Remember me'", async () => {
    const user = await createUser(t.database.db);
    const short = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token;
    const long = (await login({ email: user.email, password: TEST_PASSWORD, remember: true }, nextAddress())).json().data.token;
    const expiry = async (token: string) =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.expiresAt.getTime() - Date.now();
    expect(await expiry(short)).toBeGreaterThan(DAY - 60_000);
    expect(await expiry(short)).toBeLessThanOrEqual(DAY);
    expect(await expiry(long)).toBeGreaterThan(30 * DAY - 60_000);
    expect(await expiry(long)).toBeLessThanOrEqual(30 * DAY);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(t.database.db);
    const wrong = await login({ email: user.email, password: 'not-the-password' }, nextAddress());
    const unknown = await login({ email: 'nobody-here@example.test', password: 'whatever1' }, nextAddress());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    }
  });

  it('asks for both fields with the SPEC message', async () => {
    for (const payload of [{ email: 'a@b.test' }, { password: 'x' }, { email: '  ', password: 'secret' }]) {
      const res = await login(payload, nextAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LOGIN_VALIDATION.required);
    }
  });

  it('locks an account after 10 failures in 15 minutes, from any address, and a success resets the count', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 9; i += 1) expect((await login({ email: user.email, password: `wrong-${i}` }, nextAddress())).statusCode).toBe(401);
    // The 9 failures are forgotten by a success…
    expect((await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await login({ email: user.email, password: `wrong-${i}` }, nextAddress())).statusCode).toBe(401);
    // …but after 10 in a row even the right password waits.
    const locked = await login({ email: user.email, password: TEST_PASSWORD }, nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_MESSAGES.tooManyLogins);
  });

  it('limits one address trying many accounts', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1) await login({ email: `guess-${i}@example.test`, password: 'password1' }, from);
    const user = await createUser(t.database.db);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, from)).statusCode).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(t.database.db, { disabledAt: new Date() });
    const res = await login({ email: user.email, password: TEST_PASSWORD }, nextAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountDisabled);
  });
});

describe('sessions', () => {
  it('refuses a missing, short, unknown or expired token with 401', async () => {
    const user = await createUser(t.database.db);
    const token = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token as string;
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.app.inject('/api/user')).statusCode).toBe(401);
    for (const bad of ['0123456789', 'x', `${token}x`, 'Basic abc']) {
      const res = await me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('logout ends this session only', async () => {
    const user = await createUser(t.database.db);
    const phone = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token;
    const laptop = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${phone}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('a password change keeps this session and ends every other one', async () => {
    const user = await createUser(t.database.db);
    const here = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token;
    const there = (await login({ email: user.email, password: TEST_PASSWORD }, nextAddress())).json().data.token;
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: { authorization: `Bearer ${here}` },
        payload: { current_password: current, password: 'new-password', 'confirm-password': 'new-password' },
      });
    expect((await change('wrong')).json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'new-password' }, nextAddress())).statusCode).toBe(200);
  });
});
