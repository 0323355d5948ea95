import { LIMITS } from '@safari/contracts/constants';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { CONTENT_KEY, FAQS_CACHE, TESTIMONIALS_CACHE } from './cache';
import { faq, testimonial } from './mappers';
import { listFaqs, listPublishedTestimonials } from './repository';

export function getFaqs(db: Db, cache: ReadCache) {
  return cache.wrap(FAQS_CACHE, CONTENT_KEY, async () => (await listFaqs(db)).map(faq));
}

/** The about page shows a handful; the cap keeps one request from reading the whole table. */
export function getTestimonials(db: Db, cache: ReadCache) {
  return cache.wrap(TESTIMONIALS_CACHE, CONTENT_KEY, async () =>
    (await listPublishedTestimonials(db, LIMITS.maxPageSize)).map(testimonial),
  );
}
