import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { findTripDetail, listTrips } from '../apps/api/src/modules/trips/repository';
import { findTripsForSearch } from '../apps/api/src/modules/search/repository';
import { findDestinationDetail, listDestinations } from '../apps/api/src/modules/destinations/repository';
import { loadSitemapEntries } from '../apps/api/src/modules/seo/repository';

type Client = PGlite | pg.Pool;
interface Captured {
  query: string;
  params: unknown[];
}

/** The tables that grow with the catalogue: a sequential scan of one of them is a missing index. */
const LARGE_TABLES = ['trips', 'trip_budgets', 'trip_points', 'trip_destinations', 'trip_categories', 'trip_addons'];

/**
 * Runs the real repository functions of the listing, detail, search, destinations and sitemap
 * through a Drizzle instance that records their SQL, then EXPLAIN ANALYZEs each statement on
 * the same connection. Returns a markdown report: plans, timings, and any sequential scan
 * of a large table.
 */
export async function explainCatalogueQueries(db: Db, tripUuid: string, locationId: number): Promise<string> {
  const client = (db as unknown as { $client: Client }).$client;
  const isPglite = 'waitReady' in client;
  const captured: Captured[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
  const recording = (isPglite
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;

  // The sitemap lists every active trip: reading the whole table is the plan, not a missing index.
  const readsWholeTable = new Set(['GET /sitemap.xml']);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['GET /api/trips?limit=100', () => listTrips(recording, { limit: 100, offset: 0 })],
    ['GET /api/trips/:uuid', () => findTripDetail(recording, tripUuid)],
    ['GET /api/trips/search', () => findTripsForSearch(recording, { locationId, guests: 2, limit: 100 })],
    ['GET /api/destinations?limit=20', () => listDestinations(recording, { limit: 20, offset: 0 })],
    ['GET /api/destinations/:slug', () => findDestinationDetail(recording, { slug: 'destination-1' })],
    ['GET /sitemap.xml', () => loadSitemapEntries(recording)],
  ];

  const lines: string[] = ['# EXPLAIN ANALYZE of the catalogue queries', ''];
  const warnings: string[] = [];
  for (const [name, run] of cases) {
    captured.length = 0;
    await run();
    lines.push(`## ${name}`, '');
    for (const { query, params } of [...captured]) {
      const text = `explain (analyze, costs off) ${query}`;
      const result = isPglite
        ? await (client as PGlite).query<Record<string, string>>(text, params)
        : await (client as pg.Pool).query<Record<string, string>>(text, params);
      const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
      for (const table of readsWholeTable.has(name) ? [] : LARGE_TABLES) {
        if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) warnings.push(`${name}: Seq Scan on ${table}`);
      }
      lines.push('```sql', query, '```', '```', plan, '```', '');
    }
  }
  lines.splice(
    2,
    0,
    warnings.length === 0
      ? 'No sequential scan of a large table in any statement.'
      : `Sequential scans of large tables:\n${warnings.map((w) => `- ${w}`).join('\n')}`,
    '',
  );
  return lines.join('\n');
}
