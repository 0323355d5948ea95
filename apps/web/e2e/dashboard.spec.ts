import fs from 'node:fs';
import { ACCOUNT_MESSAGES, TESTIMONIAL_TEXTS } from '@safari/contracts/messages';
import { DASHBOARD_TEXTS } from '../src/lib/account-texts';
import { asUser, expectToast, saveViewportScreenshots } from './support/account';
import { expectNoAxeViolations } from './support/a11y';
import { bookableTrip } from './support/booking';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

// The traveller's own space: the dashboard, the testimonial page, GDPR export and erasure.

test('profile, statistics and the four tabs chosen by ?tab=, with a booking in the table', async ({ page, request, signedInUser }) => {
  test.setTimeout(60_000);
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const lookups = (await (await request.get('/api/lookups')).json()).data;
  const booking = await request.post('/api/save_booking', {
    headers: { authorization: `Bearer ${signedInUser.token}` },
    data: {
      trip_uuid: trip.uuid,
      class_id: lookups.searviceClasses.find((c: { name: string }) => c.name === serviceClass).id,
      guest_count: 2,
      start_date: startDate,
      phone: '+255 712 345 678',
      email: signedInUser.email,
      fname: 'Amani',
      lname: 'Tester',
      gender: lookups.genders[0].id,
      country: lookups.countries[0].id,
    },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
  const { reference } = (await booking.json()).data;

  await page.goto('/dashboard');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const profile = page.getByTestId('profile-card');
  const me = (await (await asUser(request, signedInUser).get('/user')).json()).data.user;
  for (const text of [signedInUser.name, signedInUser.email, me.phone, me.address, me.gender.name, me.country.name, me.tourist_number]) {
    await expect(profile).toContainText(text);
  }
  await expect(profile).toContainText(/Member since\s*[A-Z][a-z]+ \d{4}/);
  await expect(page.getByTestId('stat-bookings')).toContainText('1');
  await expect(page.getByTestId('stat-likes')).toContainText('0');

  // Likes is the default tab; each tab is in the URL and the URL picks the tab.
  await expect(page.getByRole('tab', { name: /Likes/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account-dashboard');
  for (const [name, tab] of [
    ['Ratings', 'ratings'],
    ['Cart', 'cart'],
    ['Bookings', 'bookings'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
  }
  const table = page.getByTestId('bookings-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(reference);
  await expect(table).toContainText(trip.name);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'account-dashboard-bookings');

  await page.goto('/dashboard?tab=ratings');
  await expect(page.getByRole('tab', { name: /Ratings/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await page.goto('/dashboard?tab=nonsense');
  await expect(page.getByRole('tab', { name: /Likes/ })).toHaveAttribute('aria-selected', 'true');
});

test('a dashboard that cannot load shows the SPEC error view, and Retry reloads the page', async ({ page, signedInUser, allowErrors }) => {
  void signedInUser;
  allowErrors(/user\/dashboard|status of 500/);
  let failing = true;
  await page.route('**/api/user/dashboard', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, code: 500, message: 'Down' }) })
      : route.continue(),
  );
  await page.goto('/dashboard');
  const error = page.getByRole('alert').filter({ hasText: DASHBOARD_TEXTS.errorTitle });
  await expect(error).toContainText(DASHBOARD_TEXTS.errorBody);
  await saveScreenshots(page, 'account-dashboard-error');
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('profile-card')).toBeVisible();
});

test('downloads all my data as JSON, changes my password, and deletes my account with it', async ({ page, signedInUser, allowErrors }) => {
  test.setTimeout(60_000);
  allowErrors(/status of 40[013]/); // the wrong passwords on purpose
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('safari-tanzania-my-data.json');
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.profile.email).toBe(signedInUser.email);
  expect(Object.keys(data)).toEqual(
    expect.arrayContaining(['profile', 'likes', 'ratings', 'cart', 'testimonials', 'bookings', 'inquiries']),
  );
  expect(JSON.stringify(data)).not.toMatch(/password|argon2/i);

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('wrong-one');
  await change.getByLabel(/^New password/).fill('a-new-secret');
  await change.getByLabel('Confirm new password').fill('a-new-secret');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.currentPasswordWrong);
  await change.getByLabel('Current password').fill(signedInUser.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  signedInUser.password = 'a-new-secret';

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expectNoAxeViolations(page);
  await saveViewportScreenshots(page, 'account-delete-dialog');
  await dialog.getByLabel('Your password').fill('not-it');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await dialog.getByLabel('Your password').fill(signedInUser.password);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Success', ACCOUNT_MESSAGES.accountDeleted);
  await expect(page.locator('header').first().getByRole('link', { name: 'Login' })).toBeVisible();
  const login = await page.request.post('/api/login', { data: { email: signedInUser.email, password: signedInUser.password } });
  expect(login.status()).toBe(401);
});

test.describe('testimonial', () => {
  test('is required, then saved for review, and the page moves on to /all-packages after 2 s', async ({ page, signedInUser }) => {
    void signedInUser;
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Share Your Testimonial' }).click();
    await expect(page).toHaveURL(/\/save-testimonial$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'account-testimonial');

    await page.getByRole('button', { name: 'Submit Testimonial' }).click();
    await expect(page.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.testimonialRequired);
    await page.getByLabel('Your testimonial').fill('Twelve days, three parks and a guide who knew every bird by its call.');
    await page.getByRole('button', { name: 'Submit Testimonial' }).click();
    await expect(page.getByRole('status').filter({ hasText: TESTIMONIAL_TEXTS.saved })).toBeVisible();
    await page.waitForURL('**/all-packages', { timeout: 5_000 });
  });

  test('says so when it cannot be saved', async ({ page, signedInUser, allowErrors }) => {
    void signedInUser;
    allowErrors(/save-testimonal|status of 500/);
    await page.route('**/api/save-testimonal', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, code: 500, message: 'Down' }) }),
    );
    await page.goto('/save-testimonial');
    await page.getByLabel('Your testimonial').fill('Wonderful.');
    await page.getByRole('button', { name: 'Submit Testimonial' }).click();
    await expect(page.getByRole('alert')).toHaveText(TESTIMONIAL_TEXTS.failed);
  });

  test("the About page offers 'Share Your Testimonial' only to a signed-in traveller", async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'What our travelers say' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share Your Testimonial' })).toHaveCount(0);
  });
});
