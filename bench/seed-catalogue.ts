import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import * as t from '../apps/api/src/db/schema/index';
import { BASE_REFERENCE } from '../apps/api/src/db/seed/base-reference';

export interface BenchCatalogue {
  trips: number;
  destinations: number;
  locations: number;
}

/**
 * A large synthetic catalogue, built with set-based INSERT … SELECT so 10,000 trips and
 * their ~350,000 child rows take seconds, not minutes. Shapes follow the demo catalogue:
 * every trip has budgets (2 seasons × 3 classes × 3 tiers), a day-by-day itinerary,
 * 2 categories, 6 add-ons and 1–3 destinations; 1 in 20 trips is inactive.
 */
export async function seedBenchCatalogue(db: Db, size: BenchCatalogue): Promise<void> {
  const { trips, destinations, locations } = size;
  await db.transaction(async (tx) => {
    await tx.insert(t.currencies).values([...BASE_REFERENCE.currencies]);
    await tx.insert(t.genders).values(BASE_REFERENCE.genders.map((name, i) => ({ name, sortOrder: i })));
    await tx.insert(t.serviceClasses).values(BASE_REFERENCE.serviceClasses.map((name, i) => ({ name, sortOrder: i })));
    await tx.insert(t.seasons).values([...BASE_REFERENCE.seasons]);
    await tx.insert(t.tripTypes).values(BASE_REFERENCE.tripTypes.map((name, i) => ({ name, sortOrder: i })));
    await tx.insert(t.countries).values([
      { name: 'Tanzania', code: 'TZ' },
      { name: 'Belgium', code: 'BE' },
    ]);
    const kinds = { trip: 10, addon: 12, destination: 6 } as const;
    for (const [kind, n] of Object.entries(kinds) as Array<[keyof typeof kinds, number]>) {
      await tx.insert(t.categories).values(Array.from({ length: n }, (_, i) => ({ name: `${kind} category ${i + 1}`, kind })));
    }
    await tx.insert(t.regions).values(Array.from({ length: 8 }, (_, i) => ({ name: `Region ${i + 1}` })));

    await tx.execute(sql`
      insert into locations (name, region_id)
      select 'Location ' || lpad(g::text, 3, '0'), (select min(id) from regions) + (g % 8)
      from generate_series(1, ${locations}) g`);

    await tx.execute(sql`
      insert into destinations (slug, name, description, banner, location_id, region_id, is_active, created_at)
      select 'destination-' || g, 'Destination ' || g,
             '<p>A destination of the benchmark catalogue, with <strong>wildlife</strong> and views.</p>',
             '/media/destinations/destination-' || g || '.svg',
             l.id, l.region_id, g % 10 <> 0, now() - (g || ' hours')::interval
      from generate_series(1, ${destinations}) g
      join locations l on l.id = (select min(id) from locations) + (g % ${locations})`);
    await tx.execute(sql`
      insert into destination_facts (destination_id, fact, sub_fact, description, sort_order)
      select d.id, k || ',000 km²', 'Fact ' || k, 'Something worth knowing.', k
      from destinations d cross join generate_series(1, 4) k`);
    await tx.execute(sql`
      insert into destination_activities (destination_id, name, description, is_active)
      select d.id, 'Activity ' || k, 'Something worth doing.', k <> 4
      from destinations d cross join generate_series(1, 4) k`);
    await tx.execute(sql`
      insert into destination_categories (destination_id, category_id)
      select d.id, c.id from destinations d
      join categories c on c.kind = 'destination' and (c.id + d.id) % 3 = 0`);

    await tx.execute(sql`
      insert into trips (slug, name, banner, description, highlights, base_price, trip_type_id,
                         duration_days, max_guests, is_active, created_at)
      select 'bench-trip-' || g, 'Benchmark Safari ' || g, '/media/trips/bench-trip-' || g || '.svg',
             '<p>Day-by-day <strong>safari</strong> through the northern circuit, with game drives at dawn and dusk, ' ||
             'nights in tented camps and a cultural visit. Every detail arranged by our local team.</p>',
             '["Game drives", "Tented camps", "Local guides"]'::jsonb,
             900 + (g % 60) * 25, (select min(id) from trip_types) + (g % 4),
             3 + (g % 10), 2 + (g % 15), g % 20 <> 0, now() - (g * 2 || ' hours')::interval
      from generate_series(1, ${trips}) g`);
    await tx.execute(sql`
      insert into trip_budgets (trip_id, season_id, service_class_id, quantity, price)
      select tr.id, s.id, c.id, q, tr.base_price * (1 + c.sort_order * 0.4) * (case s.name when 'High Season' then 1.2 else 1 end) * (1.3 - q * 0.05)
      from trips tr cross join seasons s cross join service_classes c cross join (values (2), (4), (6)) tier(q)`);
    await tx.execute(sql`
      insert into trip_points (trip_id, "order", title, description)
      select tr.id, k, 'Day ' || k, 'Morning game drive, lunch in camp, afternoon at leisure.'
      from trips tr cross join lateral generate_series(1, tr.duration_days) k`);
    await tx.execute(sql`
      insert into trip_categories (trip_id, category_id)
      select tr.id, c.id from trips tr
      join categories c on c.kind = 'trip' and (c.id + tr.id) % 5 = 0`);
    await tx.execute(sql`
      insert into trip_addons (trip_id, category_id, included)
      select tr.id, c.id, (c.id % 4 < 2) from trips tr
      join categories c on c.kind = 'addon' and (c.id + tr.id) % 2 = 0`);
    await tx.execute(sql`
      insert into trip_destinations (trip_id, destination_id, "order")
      select tr.id, (select min(id) from destinations) + ((tr.id * 37 + k * 101) % ${destinations}), k
      from trips tr cross join generate_series(0, 2) k
      where k < 1 + tr.id % 3`);
  });
  // What autovacuum does on a live PostgreSQL database after a bulk load: statistics for the
  // planner and visibility maps for index-only scans. (PGlite has no autovacuum at all.)
  await db.execute(sql`vacuum analyze`);
}
