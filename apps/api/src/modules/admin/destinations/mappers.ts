import type { AdminDestinationDetail } from '@safari/contracts/admin-catalogue';
import { iso } from '../paging';
import type { DestinationDetailRows, DestinationListRow } from './repository';

export const toRow = ({ destination: d, location }: DestinationListRow) => ({
  uuid: d.uuid,
  slug: d.slug,
  name: d.name,
  banner: d.banner,
  location,
  is_active: d.isActive,
  updated_at: iso(d.updatedAt),
});

export const toDetail = ({ row, categories, facts, activities }: DestinationDetailRows): AdminDestinationDetail => ({
  ...toRow(row),
  description: row.destination.description,
  location_id: row.destination.locationId,
  region_id: row.destination.regionId,
  category_ids: categories.map((c) => c.categoryId),
  facts: facts.map((f) => ({ fact: f.fact, sub_fact: f.subFact, description: f.description })),
  activities: activities.map((a) => ({ name: a.name, description: a.description, is_active: a.isActive })),
});
