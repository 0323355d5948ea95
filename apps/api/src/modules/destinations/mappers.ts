import type { DestinationDetail, DestinationSummary } from '@safari/contracts/destination';
import type { DestinationDetailRow, DestinationsPageRows } from './repository';

// The destinations module's rows become wire shapes here, and only here.

type SummaryRow = DestinationsPageRows['rows'][number];
type CategoryRow = DestinationsPageRows['categoryRows'][number];

/** The category rows of many destinations, each destination's list in the rows' order (by name). */
function categoriesByDestination(rows: CategoryRow[]) {
  const byDestination = new Map<number, DestinationSummary['categories']>();
  for (const row of rows) {
    const list = byDestination.get(row.destinationId) ?? [];
    list.push({ id: row.id, name: row.name });
    byDestination.set(row.destinationId, list);
  }
  return byDestination;
}

const destinationSummary = (r: SummaryRow, categories: DestinationSummary['categories']): DestinationSummary => ({
  id: r.id,
  uuid: r.uuid,
  slug: r.slug,
  name: r.name,
  description: r.description,
  banner: r.banner,
  location: { name: r.locationName },
  region: { name: r.regionName },
  categories,
  is_active: r.isActive,
});

export function destinationsPage({ rows, categoryRows, total }: DestinationsPageRows) {
  const categories = categoriesByDestination(categoryRows);
  return { destinations: rows.map((r) => destinationSummary(r, categories.get(r.id) ?? [])), total: Number(total) };
}

export const destinationDetail = (row: DestinationDetailRow): DestinationDetail => ({
  // The category rows are this destination's only.
  ...destinationSummary(
    row,
    row.categoryRows.map((c) => ({ id: c.id, name: c.name })),
  ),
  facts: row.facts.map((f) => ({ id: f.id, fact: f.fact, sub_fact: f.subFact, description: f.description })),
  activities: row.activities.map((a) => ({ id: a.id, name: a.name, description: a.description, is_active: a.isActive })),
});
