import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, type BlogArticleCard } from '@safari/contracts/blog';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let all: BlogArticleCard[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  all = (await t.app.inject('/api/blog')).json().data.articles;
});
afterAll(() => t.close());

describe('blog', () => {
  it('serves at least 9 articles, newest first, one featured, every category used', () => {
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(all.filter((a) => a.featured)).toHaveLength(1);
    const dates = all.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const category of BLOG_CATEGORIES.slice(1)) expect(all.some((a) => a.category === category)).toBe(true);
    expect(all[0]!.read_time).toMatch(/^\d+ min read$/);
  });

  it('filters by category on the server', async () => {
    const wildlife = (await t.app.inject('/api/blog?category=Wildlife')).json().data.articles as BlogArticleCard[];
    expect(wildlife.length).toBeGreaterThan(0);
    expect(wildlife.every((a) => a.category === 'Wildlife')).toBe(true);
    expect((await t.app.inject('/api/blog?category=Gossip')).statusCode).toBe(400);
  });

  it('opens one article with its sanitised body, and 404 for an unknown slug', async () => {
    const res = await t.app.inject(`/api/blog/${all[0]!.slug}`);
    const article = res.json().data.article;
    expect(article.body).toContain('<p>');
    expect(article.body).not.toMatch(/<script|onerror=/i);
    expect((await t.app.inject(`/media${article.image.replace(/^\/media/, '')}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/blog/no-such-article')).statusCode).toBe(404);
  });
});
