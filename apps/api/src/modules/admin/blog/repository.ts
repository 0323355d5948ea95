import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { blogArticles } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

export type ArticleRow = typeof blogArticles.$inferSelect;
export type ArticleValues = typeof blogArticles.$inferInsert;

export interface ArticleFilters extends PageRequest {
  q?: string;
  sort: 'published_on' | 'updated_at' | 'title';
  status?: 'published' | 'draft';
}

export async function listArticles(db: Db, f: ArticleFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(blogArticles.isPublished, f.status === 'published'));
  if (f.q)
    where.push(
      or(
        ilike(blogArticles.title, containing(f.q)),
        ilike(blogArticles.slug, containing(f.q)),
        ilike(blogArticles.author, containing(f.q)),
      )!,
    );
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = { published_on: blogArticles.publishedOn, updated_at: blogArticles.updatedAt, title: blogArticles.title }[f.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogArticles)
      .where(condition)
      .orderBy(...ordered(f.order, sortColumn, blogArticles.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(blogArticles).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
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

/** The new article, or nothing when its slug was taken meanwhile. */
export async function insertArticle(tx: Db, values: ArticleValues) {
  const [row] = await tx.insert(blogArticles).values(values).onConflictDoNothing({ target: blogArticles.slug }).returning();
  return row;
}

export async function updateArticle(tx: Db, id: number, values: Partial<ArticleValues>) {
  const [row] = await tx
    .update(blogArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogArticles.id, id))
    .returning();
  return row!;
}

export async function deleteArticle(tx: Db, id: number) {
  await tx.delete(blogArticles).where(eq(blogArticles.id, id));
}
