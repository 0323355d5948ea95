import { OFFICES } from '../src/lib/company';
import { INQUIRY_TEXTS } from '../src/features/inquiry/data/inquiry-texts';
import { expectNoAxeViolations } from './support/a11y';
import { loadLazyImages } from './support/lazy-images';
import { recordAlerts } from './support/alerts';
import { fillInquiry, inquiryEmail, inquiryForm } from './support/inquiry';
import { waitForEmail } from './support/mail';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

const TILES = ['Safari Adventure', 'Mountain Trekking', 'Beach Holiday', 'Cultural Tour', 'Wildlife Photography', 'Forest Exploration'];
const WHY = ['Expert Local Knowledge', 'Safety First Approach', 'Award-Winning Service', 'Sustainable Tourism'];

// Screenshots at two widths and axe runs take longer than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('contact page: hero, six tiles, the inquiry form, both offices, why us, FAQ and the office map', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your adventure');
  await expect(page.getByTestId('adventure-tile').getByRole('heading')).toHaveText(TILES);
  await expect(page.getByRole('form', { name: 'Send us your trip inquiry' })).toBeVisible();
  await inquiryForm(page);

  const offices = page.getByTestId('office-card');
  await expect(offices).toHaveCount(2);
  for (const office of OFFICES) {
    const card = offices.filter({ hasText: office.label });
    await expect(card).toContainText(office.city);
    await expect(card.getByRole('link', { name: new RegExp(`^Call ${office.label}`) })).toHaveAttribute(
      'href',
      `tel:${office.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(card.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    await expect(card.getByRole('link', { name: new RegExp(`^WhatsApp ${office.label}`) })).toHaveAttribute(
      'href',
      `https://wa.me/${office.whatsapp.replace(/\D/g, '')}`,
    );
  }
  await expect(page.getByText('Mon-Fri 8AM-6PM').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
  await expect(page.getByTestId('why-item').getByRole('heading')).toHaveText(WHY);
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByTestId('faq-item').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find Our Office' })).toBeVisible();
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'contact-page');
});

test('the office map loads nothing from outside until the visitor asks, and CSP allows it then', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  // No network in the test: answer the map server's page ourselves once it is asked for.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>OpenStreetMap</p>' }),
  );
  const response = await page.goto('/contact-us');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.openstreetmap\.org/);

  const map = page.getByRole('region', { name: 'Find Our Office' });
  await map.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(map.locator('iframe')).toHaveCount(0);
  expect(foreign).toEqual([]);

  await map.getByRole('button', { name: /Show the interactive map/ }).click();
  const frame = map.getByTestId('office-map-frame');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect(page.frameLocator('[data-testid="office-map-frame"]').getByText('OpenStreetMap')).toBeVisible();
  expect(foreign.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  expect(foreign.length).toBeGreaterThan(0);
});

test('the contact variant: toast, no alert, e-mail, then home', async ({ page }) => {
  const alerts = recordAlerts(page);
  const email = inquiryEmail('contact');
  await page.goto('/contact-us');
  const form = await inquiryForm(page);
  await fillInquiry(form, { email });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('toast')).toContainText(INQUIRY_TEXTS.successTitle);
  await waitForEmail(email, (mail) => mail.subject.startsWith('We received your trip inquiry'));
  await expect(page).toHaveURL('/', { timeout: 5_000 });
  expect(alerts).toEqual([]);
});
