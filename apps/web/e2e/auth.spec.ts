import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, LOGIN_VALIDATION, REGISTER_VALIDATION } from '@safari/contracts/messages';
import { AUTH_TEXTS } from '../src/features/auth/data/auth-texts';
import { expectToast, loginThroughForm, recordToasts, tinyPng } from './support/account';
import { expectNoAxeViolations } from './support/a11y';
import { linkIn, waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { deleteUser } from './support/users';

// Sign in, register, sign out, reset a password (docs/product.md#accounts).

const header = (page: Page) => page.locator('header').first();
const alertText = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ }).first();

test.describe('register', () => {
  test('checks every SPEC §5 rule in order, then creates the account with a passport image', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = `e2e-register-${Date.now().toString(36)}@example.test`;
    const password = 'kilimanjaro-2026';
    try {
      await page.goto('/login?tab=register');
      await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const form = page.getByRole('form', { name: 'Register' });
      const submit = form.getByRole('button', { name: 'Create Account' });

      await submit.click();
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.required);

      await form.getByLabel('First name').fill('Neema');
      await form.getByLabel('Last name').fill('Mushi');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('+255 713 000 111');
      await expect(form.getByLabel('Country')).toBeEnabled();
      await form.getByLabel('Country').selectOption({ index: 1 });
      await form.getByLabel('Gender').selectOption({ index: 1 });
      await form.getByLabel('Address').fill('Mikocheni, Dar es Salaam');
      await form.getByLabel(/^Password/).fill(password);
      await form.getByLabel('Confirm password').fill('something-else');
      // All fields but the terms: still "all required fields".
      await submit.click();
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.required);

      await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
      await submit.click();
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.passwordsMismatch);
      await form.getByLabel(/^Password/).fill('short');
      await form.getByLabel('Confirm password').fill('short');
      await submit.click();
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.passwordLength);
      await form.getByLabel(/^Password/).fill(password);
      await form.getByLabel('Confirm password').fill(password);

      // The passport image is checked the moment it is chosen: size first, then type.
      const passport = form.getByLabel('Passport image (optional)');
      await passport.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.passportSize);
      await passport.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.passportType);
      await passport.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: tinyPng() });
      await expect(page.getByRole('alert')).toHaveCount(0);

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/register') && r.method() === 'POST');
      await submit.click();
      expect((await sent).headers()['content-type']).toContain('multipart/form-data');
      await expect(page.getByRole('status').filter({ hasText: 'Registration successful!' })).toBeVisible();
      // The form is cleared, the traveller is signed in at once…
      await expect(form.getByLabel('First name')).toHaveValue('');
      await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      // …and 2 s later goes to /login?tab=login, which sends a signed-in traveller on to the dashboard.
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Neema');
      const profile = page.getByTestId('profile-card');
      await expect(profile).toContainText('Neema Mushi');
      await expect(profile).toContainText(email);
      await profile.getByRole('button', { name: 'Show' }).click();
      const image = profile.getByRole('img', { name: 'Your passport image' });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await deleteUser(request, { email, password, name: '', token: '' });
    }
  });

  test('refuses an e-mail that already has an account, with the server message', async ({ page, user, allowErrors }) => {
    allowErrors(/status of 409/);
    await page.goto('/login?tab=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill('Amani');
    await form.getByLabel('Last name').fill('Again');
    await form.getByLabel('Email').fill(user.email.toUpperCase());
    await form.getByLabel('Phone').fill('+255 712 345 678');
    await expect(form.getByLabel('Country')).toBeEnabled();
    await form.getByLabel('Country').selectOption({ index: 1 });
    await form.getByLabel('Gender').selectOption({ index: 1 });
    await form.getByLabel('Address').fill('Arusha');
    await form.getByLabel(/^Password/).fill('another-secret');
    await form.getByLabel('Confirm password').fill('another-secret');
    await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(alertText(page)).toHaveText(ACCOUNT_MESSAGES.emailTaken);
  });
});

test.describe('login', () => {
  test('asks for both fields, shows the server message on failure, and signs in for 30 days with Remember me', async ({
    page,
    user,
    allowErrors,
  }) => {
    // Two axe passes, two screenshots and three sign-ins: more than the default 30 s on a busy machine.
    test.slow();
    test.setTimeout(60_000);
    allowErrors(/status of 401/);
    const toasts = await recordToasts(page);
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'account-login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login\?tab=register$/);
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'account-register');
    await page.getByRole('tab', { name: 'Login' }).click();

    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(alertText(page)).toHaveText(LOGIN_VALIDATION.required);

    await loginThroughForm(page, { email: user.email, password: 'not-the-password' });
    await expectToast(page, 'Error', ACCOUNT_MESSAGES.invalidCredentials);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login'));
    await loginThroughForm(page, user, true);
    expect((await sent).postDataJSON()).toMatchObject({ email: user.email, remember: true });
    await page.waitForURL('**/dashboard');
    // Shown while the page reloads after signing in.
    expect(await toasts()).toContain(`Success${AUTH_TEXTS.loginSuccess}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Amani');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^.{11,}$/);
  });

  test('without Remember me the session is the short one; a signed-in visitor is sent on from /login', async ({ page, user }) => {
    await page.goto('/login');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login'));
    await loginThroughForm(page, user);
    expect((await sent).postDataJSON()).toMatchObject({ remember: false });
    await page.waitForURL('**/dashboard');
    await page.goto('/login?tab=register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a protected page sends an anonymous visitor to /login and back after signing in', async ({ page, user }) => {
    await page.goto('/save-testimonial');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsave-testimonial$/);
    await loginThroughForm(page, user);
    await page.waitForURL('**/save-testimonial');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share Your Testimonial');
  });
});

test.describe('logout', () => {
  test('removes the token, shows Login again and closes the dashboard', async ({ page, signedInUser }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${signedInUser.name.split(' ')[0]}`);
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    // The server ended the session too: the old token no longer opens anything.
    const me = await page.request.get('/api/user', { headers: { authorization: `Bearer ${signedInUser.token}` } });
    expect(me.status()).toBe(401);
  });

  test('a second tab sees the logout (SPEC §4: changes in another tab are picked up)', async ({ page, signedInUser }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-card')).toContainText(signedInUser.email);
    const other = await page.context().newPage();
    await other.goto('/about-us');
    await expect(other.locator('header').first().getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(other.locator('header').first().getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Share Your Testimonial' })).toHaveCount(0);
    await other.close();
  });
});

test('forgot and reset password, with the link from the e-mail the server wrote', async ({ page, user, allowErrors }) => {
  test.setTimeout(60_000);
  allowErrors(/status of 400/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account-forgot-password');

  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested })).toBeVisible();

  const mail = await waitForEmail(user.email, (m) => m.subject.includes('Reset your'));
  await page.goto(linkIn(mail, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account-reset-password');

  const next = `${user.password}-new`;
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel('Confirm new password').fill(`${next}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(alertText(page)).toHaveText(REGISTER_VALIDATION.passwordsMismatch);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();
  user.password = next; // the fixture deletes the account with it afterwards

  await page.getByRole('link', { name: 'Go to login' }).click();
  await loginThroughForm(page, user);
  await page.waitForURL('**/dashboard');

  // The link works once.
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel(/^New password/).fill('whatever-123');
  await page.getByLabel('Confirm new password').fill('whatever-123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(alertText(page)).toContainText(ACCOUNT_MESSAGES.resetInvalid);
});
