import type { z } from 'zod';
import {
  CATALOGUE_ADMIN_MESSAGES,
  type AdminArticle,
  type articleCreateInput,
  type articleUpdateInput,
} from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { slugify, withTail } from '../catalogue/slugs';
import { pageOf } from '../paging';
import { isUniqueViolation } from '../unique-violation';
import { toArticle, toArticleSummary } from './mappers';
import * as repo from './repository';

type CreateInput = z.infer<typeof articleCreateInput>;
type UpdateInput = z.infer<typeof articleUpdateInput>;

const slugConflict = () => new HttpError(409, CATALOGUE_ADMIN_MESSAGES.slugTaken, { slug: CATALOGUE_ADMIN_MESSAGES.slugTaken });
const snapshot = ({ updated_at: _u, ...rest }: AdminArticle) => rest;

/** The columns an edit sets. The body is sanitised here: blog_articles.body is plain text in the schema. */
function columnsOf(input: UpdateInput): Partial<repo.ArticleValues> {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
    ...(input.body !== undefined && { body: sanitizeRichText(input.body) }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.author !== undefined && { author: input.author }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.published_on !== undefined && { publishedOn: input.published_on }),
    ...(input.read_minutes !== undefined && { readMinutes: input.read_minutes }),
    ...(input.is_featured !== undefined && { isFeatured: input.is_featured }),
    ...(input.is_published !== undefined && { isPublished: input.is_published }),
  };
}

export async function listArticles(db: Db, f: repo.ArticleFilters) {
  const { rows, total } = await repo.listArticles(db, f);
  return pageOf(rows.map(toArticleSummary), total, f);
}

export async function getArticle(db: Db, id: number) {
  const row = await repo.findArticle(db, id);
  if (!row) throw notFound(CATALOGUE_ADMIN_MESSAGES.articleNotFound);
  return toArticle(row);
}

export async function createArticle(db: Db, actor: Actor, input: CreateInput): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    let slug = input.slug ?? slugify(input.title);
    if (await repo.slugTaken(tx, slug)) {
      if (input.slug) throw slugConflict();
      slug = withTail(slug);
    }
    const row = await repo.insertArticle(tx, {
      ...(columnsOf(input) as repo.ArticleValues),
      slug,
      isPublished: input.is_published ?? false,
    });
    if (!row) throw slugConflict();
    const article = toArticle(row);
    await recordAudit(tx, actor, { action: 'article.create', entityType: 'article', entityId: row.id, after: snapshot(article) });
    return article;
  });
}

export async function updateArticle(db: Db, actor: Actor, id: number, input: UpdateInput): Promise<AdminArticle> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findArticle(tx, id, true);
      if (!before) throw notFound(CATALOGUE_ADMIN_MESSAGES.articleNotFound);
      if (input.slug && (await repo.slugTaken(tx, input.slug, id))) throw slugConflict();
      const after = toArticle(await repo.updateArticle(tx, id, columnsOf(input)));
      await recordAudit(tx, actor, {
        action: 'article.update',
        entityType: 'article',
        entityId: id,
        before: snapshot(toArticle(before)),
        after: snapshot(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

export async function deleteArticle(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await repo.findArticle(tx, id, true);
    if (!before) throw notFound(CATALOGUE_ADMIN_MESSAGES.articleNotFound);
    await repo.deleteArticle(tx, id);
    await recordAudit(tx, actor, { action: 'article.delete', entityType: 'article', entityId: id, before: snapshot(toArticle(before)) });
  });
}
