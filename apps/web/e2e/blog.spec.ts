import type { BlogArticleCard } from '@safari/contracts/blog';
import { BLOG_CATEGORIES } from '@safari/contracts/blog';
import { formatIsoDate } from '@safari/contracts/calendar';
import { expectNoAxeViolations } from './support/a11y';
import { loadLazyImages } from './support/lazy-images';
import { saveScreenshots } from './support/screenshots';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 60_000 });

test('blog: featured article, category buttons that filter on the server, latest articles', async ({ page, request }) => {
  const all = ((await (await request.get('/api/blog')).json()) as { data: { articles: BlogArticleCard[] } }).data.articles;
  expect(all.length).toBeGreaterThanOrEqual(9);
  const featured = all.find((a) => a.featured)!;
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Stories and Guides');
  await expect(page.getByTestId('featured-article').getByRole('heading')).toHaveText(featured.title);
  const buttons = page.getByRole('group', { name: 'Article categories' }).getByRole('button');
  await expect(buttons).toHaveText([...BLOG_CATEGORIES]);
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('article-card')).toHaveCount(all.length - 1);
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'blog');

  // A category button asks the server for that category only, and the URL remembers it.
  const beach = all.filter((a) => a.category === 'Beach');
  const answer = page.waitForResponse((r) => r.url().includes('/api/blog?category=Beach'));
  await page.getByRole('button', { name: 'Beach' }).click();
  await answer;
  await expect(page).toHaveURL('/blog?category=Beach');
  await expect(page.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Latest in Beach' })).toBeVisible();
  await expect(page.getByTestId('article-card')).toHaveCount(beach.length - 1);
  for (const card of await page.getByTestId('article-card').all()) await expect(card).toContainText('Beach');
  await expect(page.getByTestId('featured-article')).toContainText('Beach');

  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByTestId('article-card')).toHaveCount(all.length - 1);
});

test('an article: author, date, read time, category, body, BlogPosting; its links stay in the app', async ({ page, request }) => {
  const all = ((await (await request.get('/api/blog')).json()) as { data: { articles: BlogArticleCard[] } }).data.articles;
  const article = all.find((a) => a.slug === 'great-migration-month-by-month')!;
  await page.goto('/blog');
  await page
    .getByTestId('featured-article')
    .getByRole('link', { name: /Read article/ })
    .click();
  await expect(page).toHaveURL(`/blog/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const main = page.getByRole('main');
  for (const text of [article.author, formatIsoDate(article.date), article.read_time, article.category]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'A circle, not a single event' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: article.title,
    datePublished: article.date,
    author: { name: article.author },
    articleSection: article.category,
  });
  await expect(page.getByRole('heading', { name: `More in ${article.category}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await loadLazyImages(page);
  await saveScreenshots(page, 'blog-article');

  // A link in the stored body navigates inside the app (no page load: the marker survives).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await main.getByRole('link', { name: 'Ngorongoro Conservation Area' }).click();
  await expect(page).toHaveURL('/destinations/ngorongoro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ngorongoro Crater');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('an unknown article says so', async ({ page, allowErrors }) => {
  allowErrors(/404 \(Not Found\).*\/api\/blog\/no-such-article/);
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
});
