import {
  CATALOGUE_ADMIN_MESSAGES,
  type AdminTripDetail,
  type TripCreateInput,
  type TripUpdateInput,
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

// Trips: every write is one transaction with its audit entry (before → after, the whole trip
// as the form shows it). The routes drop the catalogue caches after the commit.

interface Deps {
  db: Db;
  today: string;
}

async function checkInput(db: Db, input: TripUpdateInput) {
  const budgets = input.budgets ?? [];
  const keys = new Set(budgets.map((b) => `${b.season_id}/${b.service_class_id}/${b.quantity}`));
  if (keys.size !== budgets.length)
    throw new HttpError(422, CATALOGUE_ADMIN_MESSAGES.duplicateBudget, { budgets: CATALOGUE_ADMIN_MESSAGES.duplicateBudget });
  await checkReferences(db, {
    tripTypes: input.trip_type_id ? [input.trip_type_id] : [],
    seasons: budgets.map((b) => b.season_id),
    serviceClasses: budgets.map((b) => b.service_class_id),
    tripCategories: input.category_ids,
    addons: [...(input.included_addon_ids ?? []), ...(input.excluded_addon_ids ?? [])],
    destinations: input.destination_ids,
  });
}

const slugConflict = () => new HttpError(409, CATALOGUE_ADMIN_MESSAGES.slugTaken, { slug: CATALOGUE_ADMIN_MESSAGES.slugTaken });

async function loadDetail(db: Db, uuid: string, today: string) {
  const found = await repo.findTripDetail(db, uuid, today);
  if (!found) throw notFound(CATALOGUE_ADMIN_MESSAGES.tripNotFound);
  return toDetail(found);
}

/** What the audit log keeps of a trip: the form's view, without what the edit does not set. */
const snapshot = ({ upcoming_departures: _u, created_at: _c, updated_at: _t, ...rest }: AdminTripDetail) => rest;

export async function createTrip(deps: Deps, actor: Actor, input: TripCreateInput): Promise<AdminTripDetail> {
  await checkInput(deps.db, input);
  const uuid = await deps.db.transaction(async (tx) => {
    let slug = input.slug ?? slugify(input.name);
    if (await repo.slugTaken(tx, slug)) {
      if (input.slug) throw slugConflict();
      slug = withTail(slug);
    }
    const trip = await repo.insertTrip(tx, {
      slug,
      name: input.name,
      banner: await storePlaceholderBanner(tx, 'trips', slug, input.name),
      description: input.description, // sanitised by the column type (lib/rich-text.ts)
      highlights: input.highlights ?? [],
      basePrice: input.base_price,
      tripTypeId: input.trip_type_id,
      durationDays: input.duration_days,
      maxGuests: input.max_guests,
      isActive: input.is_active ?? false,
      isKilimanjaroClimb: input.is_kilimanjaro_climb ?? false,
    });
    if (!trip) throw slugConflict();
    await repo.replaceTripLists(tx, trip.id, input);
    const after = await loadDetail(tx, trip.uuid, deps.today);
    await recordAudit(tx, actor, { action: 'trip.create', entityType: 'trip', entityId: trip.uuid, after: snapshot(after) });
    return trip.uuid;
  });
  return loadDetail(deps.db, uuid, deps.today);
}

export async function updateTrip(deps: Deps, actor: Actor, uuid: string, input: TripUpdateInput): Promise<AdminTripDetail> {
  await checkInput(deps.db, input);
  await deps.db.transaction(async (tx) => {
    const trip = await repo.lockTrip(tx, uuid);
    if (!trip) throw notFound(CATALOGUE_ADMIN_MESSAGES.tripNotFound);
    const before = await loadDetail(tx, uuid, deps.today);
    if (input.slug && input.slug !== trip.slug && (await repo.slugTaken(tx, input.slug, trip.id))) throw slugConflict();
    await repo.updateTrip(tx, trip.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.highlights !== undefined && { highlights: input.highlights }),
      ...(input.base_price !== undefined && { basePrice: input.base_price }),
      ...(input.trip_type_id !== undefined && { tripTypeId: input.trip_type_id }),
      ...(input.duration_days !== undefined && { durationDays: input.duration_days }),
      ...(input.max_guests !== undefined && { maxGuests: input.max_guests }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
      ...(input.is_kilimanjaro_climb !== undefined && { isKilimanjaroClimb: input.is_kilimanjaro_climb }),
    });
    // Add-ons are one table: sending one of the two lists keeps the other as it was.
    const addons =
      input.included_addon_ids || input.excluded_addon_ids
        ? {
            included_addon_ids: input.included_addon_ids ?? before.included_addon_ids,
            excluded_addon_ids: input.excluded_addon_ids ?? before.excluded_addon_ids,
          }
        : {};
    await repo.replaceTripLists(tx, trip.id, { ...input, ...addons });
    const after = await loadDetail(tx, uuid, deps.today);
    await recordAudit(tx, actor, {
      action: 'trip.update',
      entityType: 'trip',
      entityId: uuid,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return loadDetail(deps.db, uuid, deps.today);
}

/** A new banner photo: re-encoded, stored as public media, and the trip points at it. */
export async function setTripBanner(deps: Deps, actor: Actor, uuid: string, upload: Buffer): Promise<AdminTripDetail> {
  const webp = await encodeBanner(upload);
  await deps.db.transaction(async (tx) => {
    const trip = await repo.lockTrip(tx, uuid);
    if (!trip) throw notFound(CATALOGUE_ADMIN_MESSAGES.tripNotFound);
    const banner = await storeBanner(tx, 'trips', trip.slug, webp);
    if (banner === trip.banner) return;
    await repo.updateTrip(tx, trip.id, { banner });
    await removeUploadedBanner(tx, trip.banner);
    await recordAudit(tx, actor, {
      action: 'trip.banner',
      entityType: 'trip',
      entityId: uuid,
      before: { banner: trip.banner },
      after: { banner },
    });
  });
  return loadDetail(deps.db, uuid, deps.today);
}

export const getTrip = (deps: Deps, uuid: string) => loadDetail(deps.db, uuid, deps.today);

/** Drafts included: the back office sees every trip, the storefront only published ones. */
export async function listTrips(deps: Deps, f: Omit<repo.TripFilters, 'today'>) {
  const { rows, total } = await repo.listTrips(deps.db, { ...f, today: deps.today });
  return pageOf(rows.map(toRow), total, f);
}
