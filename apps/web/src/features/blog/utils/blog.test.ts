import { describe, expect, it } from 'vitest';
import type { BlogArticle } from '@safari/contracts/blog';
import { blogPostingJsonLd } from './blog-json-ld';
import { categoryFromParam, splitFeatured } from './blog-categories';

describe('blog helpers', () => {
  it('reads a category from the URL, whatever its case; anything else is All', () => {
    expect(categoryFromParam('wildlife')).toBe('Wildlife');
    expect(categoryFromParam('Travel Tips')).toBe('Travel Tips');
    expect(categoryFromParam('travel tips')).toBe('Travel Tips');
    expect(categoryFromParam('politics')).toBe('All');
    expect(categoryFromParam(null)).toBe('All');
  });

  it('leads with the featured article, else the newest', () => {
    const a = { id: 'a', featured: false };
    const b = { id: 'b', featured: true };
    expect(splitFeatured([a, b])).toEqual({ featured: b, rest: [a] });
    expect(splitFeatured([a])).toEqual({ featured: a, rest: [] });
    expect(splitFeatured([])).toEqual({ featured: undefined, rest: [] });
  });

  it('describes an article as a BlogPosting with absolute URLs', () => {
    const article: BlogArticle = {
      slug: 'choosing-a-kilimanjaro-route',
      title: 'Choosing a Kilimanjaro route',
      excerpt: 'Seven routes, one summit.',
      image: '/media/blog/choosing-a-kilimanjaro-route.svg',
      author: 'Amani Mushi',
      date: '2026-10-02',
      read_time: '9 min read',
      category: 'Adventure',
      featured: false,
      body: '<p>…</p>',
    };
    expect(blogPostingJsonLd(article, 'https://safari.example')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Choosing a Kilimanjaro route',
      image: 'https://safari.example/media/blog/choosing-a-kilimanjaro-route.svg',
      datePublished: '2026-10-02',
      author: { '@type': 'Person', name: 'Amani Mushi' },
      timeRequired: 'PT9M',
      url: 'https://safari.example/blog/choosing-a-kilimanjaro-route',
    });
  });
});
