import { expect, test } from './support/test';
import { linkIn, waitForEmail } from './support/mail';

// The fixtures the account and booking specs build on: a user made through the API and
// removed afterwards, and the e-mails the server wrote for a recipient.

test('the user fixture registers a traveller whose token the API accepts', async ({ request, user }) => {
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${user.token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(user.email);
});

test('the mail helper reads the reset e-mail the server wrote', async ({ request, user }) => {
  await request.post('/api/password-reset', { data: { email: user.email } });
  const mail = await waitForEmail(user.email, (m) => m.subject.includes('Reset your'));
  expect(linkIn(mail, '/reset-password')).toMatch(/\/reset-password\?token=[\w-]+$/);
});
