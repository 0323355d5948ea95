import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogArticles } from '../../db/schema/index';

export type ArticleRow = typeof blogArticles.$inferSelect;

/** Published articles, newest first; 'All' or one category. */
export function listPublished(db: Db, category: string) {
  const published = eq(blogArticles.isPublished, true);
  return db
    .select()
    .from(blogArticles)
    .where(category === 'All' ? published : and(published, eq(blogArticles.category, category)))
    .orderBy(desc(blogArticles.publishedOn), desc(blogArticles.id));
}

export async function findPublished(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), eq(blogArticles.isPublished, true)));
  return row;
}
