import { EMAIL_VERIFY_TEXTS } from '@safari/contracts/messages';
import { expectNoAxeViolations } from './support/a11y';
import { bookableTrip, travellerEmail } from './support/booking';
import { linkIn, readEmailsFor, waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';
import { deleteUser, registerUser, signInBrowser } from './support/users';

// The welcome e-mail's link lands on /verify-email, which confirms the address and
// attaches what the traveller booked with it before they had an account.

test('the welcome link confirms the address and brings an earlier booking into the dashboard', async ({ page, request, allowErrors }) => {
  test.setTimeout(90_000);
  allowErrors(/400/); // the spent link, opened a second time
  const email = travellerEmail('verify');
  const { trip, startDate, serviceClass } = await bookableTrip(request);
  const lookups = (await (await request.get('/api/lookups')).json()).data;
  const booking = await request.post('/api/save_booking', {
    data: {
      trip_uuid: trip.uuid,
      class_id: lookups.searviceClasses.find((c: { name: string }) => c.name === serviceClass).id,
      guest_count: 2,
      start_date: startDate,
      phone: '+255 712 345 678',
      email,
      fname: 'Neema',
      lname: 'Early',
      gender: lookups.genders[0].id,
      country: lookups.countries[0].id,
    },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
  const { reference } = (await booking.json()).data;

  const user = await registerUser(request, { name: 'Neema Early', email });
  try {
    const welcome = await waitForEmail(email, (m) => m.subject.startsWith('Welcome'));
    const link = new URL(linkIn(welcome, '/verify-email'));

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
    const result = page.getByTestId('verify-result');
    await expect(result.getByRole('status')).toHaveText(EMAIL_VERIFY_TEXTS.verified);
    await expect(result).toContainText('1 booking you made with this address before you had an account now appear in your dashboard.');
    await expect(result.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fdashboard');
    await expectNoAxeViolations(page);
    await saveScreenshots(page, 'verify-email-confirmed');

    // Signed in, the booking made before the account is in the dashboard.
    await signInBrowser(page, user);
    await page.goto('/dashboard?tab=bookings');
    await expect(page.getByTestId('bookings-table')).toContainText(reference);
    await expect(page.getByTestId('stat-bookings')).toContainText('1');
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect(page.getByTestId('email-unconfirmed')).toHaveCount(0);

    // The link is single-use; a signed-in traveller can ask for a new one, which is not
    // needed any more: the address is confirmed.
    await page.goto(link.pathname + link.search);
    await expect(result.getByRole('alert')).toHaveText(EMAIL_VERIFY_TEXTS.invalid);
    await result.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(result.getByRole('status')).toHaveText(EMAIL_VERIFY_TEXTS.alreadyVerified);
  } finally {
    await deleteUser(request, user);
  }
});

test('an invalid link says so and leads an anonymous visitor to sign in, then to a new link', async ({ page, request, allowErrors }) => {
  test.setTimeout(90_000);
  allowErrors(/400/);
  await page.goto('/verify-email?token=not-a-real-token-but-long-enough');
  const result = page.getByTestId('verify-result');
  await expect(result.getByRole('alert')).toHaveText(EMAIL_VERIFY_TEXTS.invalid);
  await expect(result.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fverify-email');
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'verify-email-invalid');

  // A signed-in traveller whose address is not confirmed yet gets a fresh link by e-mail.
  const user = await registerUser(request);
  try {
    await waitForEmail(user.email, (m) => m.subject.startsWith('Welcome'));
    await signInBrowser(page, user);
    // The dashboard says the address is not confirmed and leads to a new link.
    await page.goto('/dashboard');
    await page.getByTestId('email-unconfirmed').getByRole('link', { name: 'Get a new link' }).click();
    await expect(page).toHaveURL('/verify-email');
    await result.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(result.getByRole('status')).toHaveText(EMAIL_VERIFY_TEXTS.resent);
    await expect.poll(() => readEmailsFor(user.email).filter((m) => m.subject.startsWith('Welcome')).length).toBe(2);
  } finally {
    await deleteUser(request, user);
  }
});
