import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { destinationActivities, destinationCategories, destinationFacts, destinations, locations } from '../../../db/schema/index';
import type { PageRequest } from '../paging';
import { countAll, ordered } from '../paging-repository';
import { containing } from '../../../db/search';

const selectRows = (db: Db) =>
  db
    .select({ destination: destinations, location: locations.name })
    .from(destinations)
    .innerJoin(locations, eq(locations.id, destinations.locationId));
export type DestinationListRow = Awaited<ReturnType<typeof selectRows>>[number];

export interface DestinationFilters extends PageRequest {
  q?: string;
  sort: 'name' | 'updated_at' | 'created_at';
  status?: 'active' | 'inactive';
}

export async function listDestinations(db: Db, f: DestinationFilters) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(destinations.isActive, f.status === 'active'));
  if (f.q) where.push(or(ilike(destinations.name, containing(f.q)), ilike(destinations.slug, containing(f.q)))!);
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = { name: destinations.name, updated_at: destinations.updatedAt, created_at: destinations.createdAt }[f.sort];
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(condition)
      .orderBy(...ordered(f.order, sortColumn, destinations.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: countAll }).from(destinations).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The destination with the lists its form edits. */
export async function findDestinationDetail(db: Db, uuid: string) {
  const [row] = await selectRows(db).where(eq(destinations.uuid, uuid));
  if (!row) return null;
  const id = row.destination.id;
  const [categories, facts, activities] = await Promise.all([
    db
      .select()
      .from(destinationCategories)
      .where(eq(destinationCategories.destinationId, id))
      .orderBy(asc(destinationCategories.categoryId)),
    db
      .select()
      .from(destinationFacts)
      .where(eq(destinationFacts.destinationId, id))
      .orderBy(asc(destinationFacts.sortOrder), asc(destinationFacts.id)),
    db.select().from(destinationActivities).where(eq(destinationActivities.destinationId, id)).orderBy(asc(destinationActivities.id)),
  ]);
  return { row, categories, facts, activities };
}

export type DestinationDetailRows = NonNullable<Awaited<ReturnType<typeof findDestinationDetail>>>;

export async function lockDestination(tx: Db, uuid: string) {
  const [row] = await tx.select().from(destinations).where(eq(destinations.uuid, uuid)).for('update');
  return row;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

export async function insertDestination(db: Db, values: typeof destinations.$inferInsert) {
  const [row] = await db.insert(destinations).values(values).onConflictDoNothing({ target: destinations.slug }).returning();
  return row;
}

export async function updateDestination(db: Db, id: number, values: Partial<typeof destinations.$inferInsert>) {
  if (Object.keys(values).length > 0) await db.update(destinations).set(values).where(eq(destinations.id, id));
}

/** Replaces each list sent (categories, facts in display order, activities); the others stay. */
export async function replaceDestinationLists(
  tx: Db,
  destinationId: number,
  lists: {
    category_ids?: number[];
    facts?: Array<{ fact: string; sub_fact: string; description: string }>;
    activities?: Array<{ name: string; description: string; is_active?: boolean }>;
  },
) {
  if (lists.category_ids) {
    await tx.delete(destinationCategories).where(eq(destinationCategories.destinationId, destinationId));
    const ids = [...new Set(lists.category_ids)];
    if (ids.length) await tx.insert(destinationCategories).values(ids.map((categoryId) => ({ destinationId, categoryId })));
  }
  if (lists.facts) {
    await tx.delete(destinationFacts).where(eq(destinationFacts.destinationId, destinationId));
    if (lists.facts.length) {
      await tx
        .insert(destinationFacts)
        .values(
          lists.facts.map((f, sortOrder) => ({ destinationId, fact: f.fact, subFact: f.sub_fact, description: f.description, sortOrder })),
        );
    }
  }
  if (lists.activities) {
    await tx.delete(destinationActivities).where(eq(destinationActivities.destinationId, destinationId));
    if (lists.activities.length) {
      await tx
        .insert(destinationActivities)
        .values(lists.activities.map((a) => ({ destinationId, name: a.name, description: a.description, isActive: a.is_active ?? true })));
    }
  }
}
