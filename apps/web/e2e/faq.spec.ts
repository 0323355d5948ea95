import type { APIRequestContext } from '@playwright/test';
import type { Faq } from '@safari/contracts/content';
import { expectNoAxeViolations } from './support/a11y';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

/** What the page should show: published FAQs by ascending order, 'General' for no category. */
async function visibleFaqs(request: APIRequestContext) {
  const response = await request.get('/api/faqs');
  expect(response.ok()).toBe(true);
  const faqs: Faq[] = (await response.json()).data.faqs;
  return faqs
    .filter((f) => f.status)
    .sort((a, b) => a.order - b.order)
    .map((f) => ({ ...f, categoryName: f.category?.name ?? 'General' }));
}

test('FAQ tabs come from the data, All is the default and a tab filters', async ({ page, request }) => {
  const faqs = await visibleFaqs(request);
  const categories = [...new Set(faqs.map((f) => f.categoryName))];
  await page.goto('/faq');

  await expect(page).toHaveTitle(/Frequently Asked Questions/);
  const tablist = page.getByRole('tablist', { name: 'FAQ categories' });
  await expect(tablist.getByRole('tab')).toHaveText(['All', ...categories]);
  await expect(tablist.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(tablist.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(page.getByTestId('faq-item')).toHaveCount(faqs.length);

  const category = categories.find((c) => c !== 'General') ?? categories[0]!;
  await tablist.getByRole('tab', { name: category }).click();
  await expect(tablist.getByRole('tab', { name: category })).toHaveAttribute('aria-selected', 'true');
  const inCategory = faqs.filter((f) => f.categoryName === category);
  await expect(page.getByTestId('faq-item')).toHaveCount(inCategory.length);

  await tablist.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByTestId('faq-item')).toHaveCount(faqs.filter((f) => f.categoryName === 'General').length);

  // Keyboard: the tablist moves with the arrow keys.
  await tablist.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('Home');
  await expect(tablist.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('faq-item')).toHaveCount(faqs.length);
});

test('FAQ items open independently and show decoded text', async ({ page, request }) => {
  const faqs = await visibleFaqs(request);
  await page.goto('/faq');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(faqs.length);

  await items.nth(0).locator('summary').click();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(2)).not.toHaveAttribute('open', '');
  await expect(items.nth(1).getByText(decode(faqs[1]!.answer))).toBeVisible();
  // Closing one leaves the other open.
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(items.nth(1)).toHaveAttribute('open', '');

  // No entity survives on screen, and escaped questions read as plain text.
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/&amp;|&#39;|&quot;|&lt;|&gt;/);
  const escaped = faqs.find((f) => /&[#a-z0-9]+;/i.test(f.question));
  if (escaped) await expect(page.getByText(decode(escaped.question), { exact: true })).toBeVisible();

  await expectNoAxeViolations(page);
  await saveScreenshots(page, 'faq');
});

test('the FAQ page has FAQPage structured data and ways to ask more', async ({ page, request }) => {
  const faqs = await visibleFaqs(request);
  await page.goto('/faq');
  await expect(page.getByTestId('faq-item').first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity).toHaveLength(faqs.length);
  expect(jsonLd.mainEntity[0].name).toBe(decode(faqs[0]!.question));

  const more = page.getByRole('region', { name: 'Still have questions?' });
  await expect(more.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  await expect(more.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/inquiry');
});

/** Test-side decoding of the few entities the seed uses, repeated like the page does. */
function decode(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  let current = text;
  for (let i = 0; i < 10; i += 1) {
    const next = current.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, body: string) => {
      if (body[0] === '#') return String.fromCodePoint(parseInt(body.slice(body[1] === 'x' ? 2 : 1), body[1] === 'x' ? 16 : 10));
      return named[body] ?? m;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}
