import { NEWSLETTER_EMAIL_REQUIRED, NEWSLETTER_TEXTS } from '@safari/contracts/messages';
import { expectNoAxeViolations } from './support/a11y';
import { recordAlerts } from './support/alerts';
import { OPERATOR_EMAIL } from './support/booking';
import { linkIn, waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

const unique = () => `news-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

// Screenshots at two widths and axe runs take longer than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('footer newsletter: every SPEC text, then confirm and unsubscribe from the e-mailed links', async ({ page, allowErrors }) => {
  allowErrors(/400/);
  const alerts = recordAlerts(page);
  await page.goto('/about-us');
  // The footer's code loads on the first scroll or key press (lazy-footer.tsx).
  await page.keyboard.press('End');
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  const field = form.getByLabel('Email address');
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  // Blank after trimming: alerted, nothing sent.
  await field.fill('   ');
  await subscribe.click();
  await expect.poll(() => alerts).toEqual([NEWSLETTER_EMAIL_REQUIRED]);

  // A request the server refuses: its message is alerted.
  await field.fill('ana@example');
  await subscribe.click();
  await expect.poll(() => alerts.length).toBe(2);
  expect(alerts[1]).toBe('Please enter a valid email address');

  // Success: the party alert with the confirm-by-e-mail sentence, the field cleared, /all-packages.
  const email = unique();
  await field.fill(email);
  await subscribe.click();
  await expect(page).toHaveURL('/all-packages');
  expect(alerts[2]).toBe(`${NEWSLETTER_TEXTS.success}\n${NEWSLETTER_TEXTS.checkInbox}`);
  await expect(page.getByTestId('newsletter-form').getByLabel('Email address')).toHaveValue('');

  const mail = await waitForEmail(email, (m) => m.subject.includes('confirm your Safari Tanzania newsletter'));
  await waitForEmail(OPERATOR_EMAIL, (m) => m.source.includes(email));
  const confirm = new URL(linkIn(mail, '/newsletter/confirm'));
  const unsubscribe = new URL(linkIn(mail, '/newsletter/unsubscribe'));

  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter subscription');
  await expect(page.getByTestId('newsletter-result')).toHaveText(NEWSLETTER_TEXTS.confirmed);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'newsletter-confirmed');

  // The link is single-use: opening it again says so.
  await page.reload();
  await expect(page.getByTestId('newsletter-result')).toHaveText(NEWSLETTER_TEXTS.invalidLink);

  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter');
  await expect(page.getByTestId('newsletter-result')).toHaveText(NEWSLETTER_TEXTS.unsubscribed);
  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'newsletter-unsubscribed');
});

test('a newsletter link without a token says it is invalid, without asking the server', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/newsletter/') && requests.push(r.url()));
  await page.goto('/newsletter/confirm');
  await expect(page.getByTestId('newsletter-result')).toHaveText(NEWSLETTER_TEXTS.invalidLink);
  expect(requests).toEqual([]);
  await saveScreenshots(page, 'newsletter-invalid');
});
