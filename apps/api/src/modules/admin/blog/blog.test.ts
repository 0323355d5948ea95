import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES } from '@safari/contracts/admin-catalogue';
import { cacheNamespace } from '../../../lib/read-cache';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers } from '../../../../test/factories/staff';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
beforeAll(async () => {
  // A read cache that keeps values, so the test can see a write drop the rendered pages.
  t = await createTestApp({ config: { READ_CACHE_TTL_SECONDS: 30 } });
  callers = await createCallers(t.app, t.database.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: callers.operator.headers });
const article = (title: string) => ({
  title,
  excerpt: 'When the herds cross the Mara.',
  body: '<p>Go in <strong>July</strong>.</p><iframe src="https://evil.example"></iframe>',
  image: '/media/blog/migration.svg',
  author: 'Neema',
  category: 'Wildlife',
  published_on: '2026-03-01',
  read_minutes: 6,
});

describe('blog articles in the back office', () => {
  it('writes a draft with a sanitised body, publishes it for the blog, edits and deletes it', async () => {
    const created = await admin('POST', '/api/admin/articles', article('The Great Migration'));
    expect(created.statusCode).toBe(201);
    const { id, slug, body, is_published } = created.json().data;
    expect({ slug, body, is_published }).toEqual({
      slug: 'the-great-migration',
      body: '<p>Go in <strong>July</strong>.</p>',
      is_published: false,
    });
    expect((await t.app.inject(`/api/blog/${slug}`)).statusCode).toBe(404);

    await admin('PATCH', `/api/admin/articles/${id}`, { is_published: true, title: 'The Great Migration, month by month' });
    expect((await t.app.inject(`/api/blog/${slug}`)).json().data.article.title).toBe('The Great Migration, month by month');

    const removed = await admin('DELETE', `/api/admin/articles/${id}`);
    expect(removed.json()).toMatchObject({ status: true, data: null });
    expect((await t.app.inject(`/api/blog/${slug}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/articles/${id}`)).json()).toMatchObject({
      code: 404,
      message: CATALOGUE_ADMIN_MESSAGES.articleNotFound,
    });
    const log = (await admin('GET', `/api/admin/audit?entity_type=article&entity_id=${id}&order=asc`)).json().data.items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['article.create', 'article.update', 'article.delete']);
  });

  it('drops the server-rendered pages after each write, since they show the articles', async () => {
    // Stands for the HTML cache (lib/server-render.ts): built from every module's data, dropped with any namespace.
    const renderedPages = cacheNamespace('test-rendered-pages', { droppedWithAny: true });
    let renders = 0;
    const render = () => t.app.readCache.wrap(renderedPages, '/blog', async () => ++renders);
    expect(await render()).toBe(await render());

    const created = await admin('POST', '/api/admin/articles', { ...article('Calving season'), is_published: true });
    expect(await render()).toBe(2);
    await admin('PATCH', `/api/admin/articles/${created.json().data.id}`, { is_published: false });
    expect(await render()).toBe(3);
    await admin('DELETE', `/api/admin/articles/${created.json().data.id}`);
    expect(await render()).toBe(4);
    expect(await render()).toBe(4);
  });

  it('refuses a taken slug and an image outside /media, and lists drafts on their own', async () => {
    await admin('POST', '/api/admin/articles', { ...article('Kilimanjaro Packing List'), is_published: true });
    const taken = await admin('POST', '/api/admin/articles', { ...article('Other'), slug: 'kilimanjaro-packing-list' });
    expect(taken.json()).toMatchObject({ code: 409, message: CATALOGUE_ADMIN_MESSAGES.slugTaken });
    expect((await admin('POST', '/api/admin/articles', { ...article('Remote'), image: 'https://evil.example/x.png' })).statusCode).toBe(
      400,
    );
    expect((await admin('POST', '/api/admin/articles', { ...article('Odd'), category: 'All' })).statusCode).toBe(400);
    await admin('POST', '/api/admin/articles', article('Draft About Zanzibar'));
    const drafts = (await admin('GET', '/api/admin/articles?status=draft&q=zanzibar')).json().data;
    expect(drafts.items.map((a: { title: string }) => a.title)).toEqual(['Draft About Zanzibar']);
    expect(drafts.items[0]).not.toHaveProperty('body');
  });
});
