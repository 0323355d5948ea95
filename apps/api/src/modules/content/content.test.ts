import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFaq, createTestimonial } from '../../../test/factories/content';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/faqs', () => {
  it('answers an empty list on an empty database', async () => {
    const res = await t.app.inject('/api/faqs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, code: 200, data: { faqs: [] } });
  });

  it('lists every FAQ by order, hidden ones included, with the category or null', async () => {
    const db = t.database.db;
    await createFaq(db, { question: 'Third?', order: 3, category: 'Booking' });
    await createFaq(db, { question: 'Hidden?', order: 2, status: false, category: 'Booking' });
    await createFaq(db, { question: 'First?', answer: 'Yes &amp; no.', order: 1, category: null });
    const res = await t.app.inject('/api/faqs');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { faqs } = res.json().data;
    expect(faqs.map((f: { question: string }) => f.question)).toEqual(['First?', 'Hidden?', 'Third?']);
    // Answers travel as stored; the client decodes entities, however often they were escaped.
    expect(faqs[0]).toEqual({
      uuid: expect.any(String),
      question: 'First?',
      answer: 'Yes &amp; no.',
      status: true,
      order: 1,
      category: null,
    });
    expect(faqs[1]).toMatchObject({ status: false, category: { name: 'Booking' } });
  });
});

describe('GET /api/get-testimonals', () => {
  it('lists published testimonials newest first, without passport images', async () => {
    const db = t.database.db;
    await createTestimonial(db, { authorName: 'Old', createdAt: new Date(Date.now() - 10 * DAY) });
    await createTestimonial(db, {
      authorName: 'New',
      authorCountry: 'Germany',
      comments: 'Unforgettable.',
      rating: 4,
      createdAt: new Date(Date.now() - DAY),
    });
    await createTestimonial(db, { authorName: 'Unpublished', isPublished: false });
    const res = await t.app.inject('/api/get-testimonals');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 200, message: expect.any(String) });
    expect(body.data.testimonials.map((x: { tourist: { name: string } }) => x.tourist.name)).toEqual(['New', 'Old']);
    expect(body.data.testimonials[0]).toEqual({
      id: expect.any(Number),
      comments: 'Unforgettable.',
      rating: 4,
      tourist: { name: 'New', country: 'Germany', passport: null },
    });
  });

  it('serves at most 100', async () => {
    const db = t.database.db;
    for (let i = 0; i < 101; i++) await createTestimonial(db, { createdAt: new Date(Date.now() - (20 + i) * DAY) });
    const res = await t.app.inject('/api/get-testimonals');
    expect(res.json().data.testimonials).toHaveLength(100);
    expect(res.json().data.testimonials[0].tourist.name).toBe('New');
  });
});
