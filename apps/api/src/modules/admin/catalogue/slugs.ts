import { randomBytes } from 'node:crypto';

/** 'Serengeti & Ngorongoro: 7 days' → 'serengeti-ngorongoro-7-days' (accents folded, at most 70 characters). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** A generated slug that was taken gets a short random tail; a slug the operator typed never changes silently. */
export const withTail = (slug: string) => `${slug}-${randomBytes(2).toString('hex')}`;
