import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminArticle } from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { blogArticles } from '../../../db/schema/index';
import { containing, countAll, iso, ordered, pageOf, type PageRequest } from '../paging';

export type ArticleRow = typeof blogArticles.$inferSelect;

export const toArticle = (a: ArticleRow): AdminArticle => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  body: a.body,
  image: a.image,
  author: a.author,
  category: a.category,
  published_on: a.publishedOn,
  read_minutes: a.readMinutes,
  is_featured: a.isFeatured,
  is_published: a.isPublished,
  updated_at: iso(a.updatedAt),
});

export interface ArticleFilters extends PageRequest {
  q?: string;
  sort: 'published_on' | 'updated_at' | 'title';
  status?: 'published' | 'draft';
}

export async function listArticles(db: Db, f: ArticleFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(blogArticles.isPublished, f.status === 'published'));
  if (f.q) where.push(or(ilike(blogArticles.title, containing(f.q)), ilike(blogArticles.slug, containing(f.q)), ilike(blogArticles.author, containing(f.q)))!);
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = { published_on: blogArticles.publishedOn, updated_at: blogArticles.updatedAt, title: blogArticles.title }[f.sort];
  const [rows, [counted]] = await Promise.all([
    db.select().from(blogArticles).where(condition).orderBy(...ordered(f.order, sortColumn, blogArticles.id)).limit(f.limit).offset(f.offset),
    db.select({ n: countAll }).from(blogArticles).where(condition),
  ]);
  return pageOf(
    rows.map((r) => {
      const { body: _body, ...rest } = toArticle(r);
      return rest;
    }),
    counted?.n ?? 0,
    f,
  );
}

export async function findArticle(db: Db, id: number, lock = false) {
  const query = db.select().from(blogArticles).where(eq(blogArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: blogArticles.id }).from(blogArticles).where(eq(blogArticles.slug, slug));
  return row !== undefined && row.id !== exceptId;
}
