import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/a11y';
import { adminShots } from './support/admin-shots';
import { bearer, signInStaff } from './support/staff';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an operator writes a draft article, publishes it from the list, and the blog shows it', async ({ page, request }) => {
  const staff = await signInStaff(page, request);
  const title = `Night drive in Ruaha ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  // An image the site already serves (the demo articles').
  const [existing] = (await (await request.get('/api/admin/articles?limit=1', { headers: bearer(staff) })).json()).data.items as Array<{
    image: string;
  }>;
  let created: number | undefined;
  try {
    await page.goto('/admin/blog/new');
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page.getByText('Please enter a title')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Slug (web address)').fill(slug);
    await page.getByLabel('Author').fill('Neema Staff');
    await page.getByLabel('Image (a /media/ path)').fill(existing!.image);
    await page.getByLabel('Excerpt').fill('Lions at the river after dark.');
    await page.getByLabel('Body').fill('<p>Lions at the river after dark.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Create article' }).click();
    await expect(page.getByRole('heading', { name: `Edit article: ${title}` })).toBeVisible();
    created = Number(page.url().split('/').at(-1));
    await expect(page.getByLabel('Body')).toHaveValue('<p>Lions at the river after dark.</p>'); // sanitised on save
    await expectNoAxeViolations(page);
    await adminShots(page, 'article-editor');

    await page.getByRole('link', { name: '← All articles' }).click();
    await page.getByLabel('Search articles').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row).toContainText('Published');

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  } finally {
    if (created) await request.delete(`/api/admin/articles/${created}`, { headers: bearer(staff) });
  }
});

test('an operator deletes an article after confirming, and the blog no longer has it', async ({ page, request, allowErrors }) => {
  const staff = await signInStaff(page, request);
  const title = `Dry season in Katavi ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const [existing] = (await (await request.get('/api/admin/articles?limit=1', { headers: bearer(staff) })).json()).data.items as Array<{
    image: string;
  }>;
  const created = await request.post('/api/admin/articles', {
    headers: bearer(staff),
    data: {
      title,
      slug,
      excerpt: 'Hippos in the last pools.',
      body: '<p>Hippos in the last pools.</p>',
      image: existing!.image,
      author: 'Neema Staff',
      category: 'Travel Tips',
      published_on: '2026-01-15',
      read_minutes: 3,
      is_published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  try {
    // Read once on the blog first, so a page kept by the server's cache would show up below.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.goto('/admin/blog');
    await page.getByLabel('Search articles').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await expect(dialog).toContainText('This cannot be undone');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep the article' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText('Article deleted: the blog no longer shows it.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/admin/articles/${id}`, { headers: bearer(staff) })).status()).toBe(404);

    allowErrors(new RegExp(`404 \\(Not Found\\).*/api/blog/${slug}`));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  } finally {
    await request.delete(`/api/admin/articles/${id}`, { headers: bearer(staff) });
  }
});
