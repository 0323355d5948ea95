import type { z } from 'zod';
import {
  CATALOGUE_ADMIN_MESSAGES,
  type AdminDestinationDetail,
  type destinationCreateInput,
  type destinationUpdateInput,
} from '@safari/contracts/admin-catalogue';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { encodeBanner, removeUploadedBanner, storeBanner } from '../catalogue/banner-image';
import { storePlaceholderBanner } from '../catalogue/placeholder-banner';
import { checkReferences } from '../catalogue/references';
import { slugify, withTail } from '../catalogue/slugs';
import { pageOf } from '../paging';
import { toDetail, toRow } from './mappers';
import * as repo from './repository';

type CreateInput = z.infer<typeof destinationCreateInput>;
type UpdateInput = z.infer<typeof destinationUpdateInput>;

const slugConflict = () => new HttpError(409, CATALOGUE_ADMIN_MESSAGES.slugTaken, { slug: CATALOGUE_ADMIN_MESSAGES.slugTaken });

async function loadDetail(db: Db, uuid: string) {
  const found = await repo.findDestinationDetail(db, uuid);
  if (!found) throw notFound(CATALOGUE_ADMIN_MESSAGES.destinationNotFound);
  return toDetail(found);
}

const snapshot = ({ updated_at: _u, ...rest }: AdminDestinationDetail) => rest;

const checkInput = (db: Db, input: UpdateInput) =>
  checkReferences(db, {
    locations: input.location_id ? [input.location_id] : [],
    regions: input.region_id ? [input.region_id] : [],
    destinationCategories: input.category_ids,
  });

export async function listDestinations(db: Db, f: repo.DestinationFilters) {
  const { rows, total } = await repo.listDestinations(db, f);
  return pageOf(rows.map(toRow), total, f);
}

export const getDestination = loadDetail;

export async function createDestination(db: Db, actor: Actor, input: CreateInput): Promise<AdminDestinationDetail> {
  await checkInput(db, input);
  const uuid = await db.transaction(async (tx) => {
    let slug = input.slug ?? slugify(input.name);
    if (await repo.slugTaken(tx, slug)) {
      if (input.slug) throw slugConflict();
      slug = withTail(slug);
    }
    const row = await repo.insertDestination(tx, {
      slug,
      name: input.name,
      description: input.description, // sanitised by the column type (lib/rich-text.ts)
      banner: await storePlaceholderBanner(tx, 'destinations', slug, input.name),
      locationId: input.location_id,
      regionId: input.region_id,
      isActive: input.is_active ?? false,
    });
    if (!row) throw slugConflict();
    await repo.replaceDestinationLists(tx, row.id, input);
    await recordAudit(tx, actor, {
      action: 'destination.create',
      entityType: 'destination',
      entityId: row.uuid,
      after: snapshot(await loadDetail(tx, row.uuid)),
    });
    return row.uuid;
  });
  return loadDetail(db, uuid);
}

export async function updateDestination(db: Db, actor: Actor, uuid: string, input: UpdateInput): Promise<AdminDestinationDetail> {
  await checkInput(db, input);
  await db.transaction(async (tx) => {
    const row = await repo.lockDestination(tx, uuid);
    if (!row) throw notFound(CATALOGUE_ADMIN_MESSAGES.destinationNotFound);
    const before = await loadDetail(tx, uuid);
    if (input.slug && input.slug !== row.slug && (await repo.slugTaken(tx, input.slug, row.id))) throw slugConflict();
    await repo.updateDestination(tx, row.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.location_id !== undefined && { locationId: input.location_id }),
      ...(input.region_id !== undefined && { regionId: input.region_id }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
    });
    await repo.replaceDestinationLists(tx, row.id, input);
    const after = await loadDetail(tx, uuid);
    await recordAudit(tx, actor, {
      action: 'destination.update',
      entityType: 'destination',
      entityId: uuid,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return loadDetail(db, uuid);
}

export async function setDestinationBanner(db: Db, actor: Actor, uuid: string, upload: Buffer): Promise<AdminDestinationDetail> {
  const webp = await encodeBanner(upload);
  await db.transaction(async (tx) => {
    const row = await repo.lockDestination(tx, uuid);
    if (!row) throw notFound(CATALOGUE_ADMIN_MESSAGES.destinationNotFound);
    const banner = await storeBanner(tx, 'destinations', row.slug, webp);
    if (banner === row.banner) return;
    await repo.updateDestination(tx, row.id, { banner });
    await removeUploadedBanner(tx, row.banner);
    await recordAudit(tx, actor, {
      action: 'destination.banner',
      entityType: 'destination',
      entityId: uuid,
      before: { banner: row.banner },
      after: { banner },
    });
  });
  return loadDetail(db, uuid);
}
