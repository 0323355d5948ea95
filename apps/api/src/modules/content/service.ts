import { LIMITS } from '@safari/contracts/constants';
import type { Db } from '../../db/client';
import { listFaqs, listPublishedTestimonials } from './repository';

export function getFaqs(db: Db) {
  return listFaqs(db);
}

/** The about page shows a handful; the cap keeps one request from reading the whole table. */
export function getTestimonials(db: Db) {
  return listPublishedTestimonials(db, LIMITS.maxPageSize);
}
