import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, REGISTER_VALIDATION } from '@safari/contracts/messages';
import { passwordResetTokens } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories/users';
import { readEmails } from '../../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://safari.example' } });
});
afterAll(() => t.close());

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
const confirm = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password, 'confirm-password': confirmPassword } });

async function resetLinkFor(email: string): Promise<string> {
  await t.app.outbox.drain();
  const mail = readEmails(t.app.config.DATA_DIR, email).at(-1);
  if (!mail) throw new Error(`no e-mail for ${email}`);
  const link = /https:\/\/safari\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.source);
  return link![1]!;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(t.database.db);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('no-account@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.resetRequested);
    await t.app.outbox.drain();
    const mails = readEmails(t.app.config.DATA_DIR, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Safari Tanzania password');
    expect(mails[0]!.source).toContain('Content-Type: text/html');
    expect(mails[0]!.source).toContain('Content-Type: text/plain');
    expect(readEmails(t.app.config.DATA_DIR, 'no-account@example.test')).toHaveLength(0);
  });

  it('sets a new password once, with the same rules, and signs out every session', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    await requestReset(user.email);
    const token = await resetLinkFor(user.email);

    expect((await confirm(token, 'abc', 'abc')).json().message).toBe(REGISTER_VALIDATION.passwordLength);
    expect((await confirm(token, 'new-secret', 'new-secrets')).json().message).toBe(REGISTER_VALIDATION.passwordsMismatch);
    const done = await confirm(token, 'new-secret');
    expect(done.statusCode).toBe(200);

    const meWithOld = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${session}` } });
    expect(meWithOld.statusCode).toBe(401);
    await expect(signIn(t.app, user.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await signIn(t.app, user.email, 'new-secret')).toBeTruthy();

    const again = await confirm(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
  });

  it('refuses a link older than an hour', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await resetLinkFor(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await confirm(token, 'new-secret')).json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
  });
});
