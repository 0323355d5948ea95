import type { AdminTripDetail } from '@safari/contracts/admin-catalogue';
import { iso } from '../paging';
import type { TripDetailRows, TripListRow } from './repository';

export const toRow = ({ trip, tripType, upcomingDepartures: upcoming }: TripListRow) => ({
  uuid: trip.uuid,
  slug: trip.slug,
  name: trip.name,
  banner: trip.banner,
  base_price: Number(trip.basePrice),
  trip_type: tripType,
  duration_days: trip.durationDays,
  is_active: trip.isActive,
  upcoming_departures: Number(upcoming),
  created_at: iso(trip.createdAt),
  updated_at: iso(trip.updatedAt),
});

/** Everything the trip form edits, as ids: the form chooses from the catalogue options. */
export const toDetail = ({ row, points, budgets, categories, addons, destinations }: TripDetailRows): AdminTripDetail => ({
  ...toRow(row),
  description: row.trip.description,
  highlights: row.trip.highlights,
  trip_type_id: row.trip.tripTypeId,
  max_guests: row.trip.maxGuests,
  is_kilimanjaro_climb: row.trip.isKilimanjaroClimb,
  points: points.map((p) => ({ order: p.order, title: p.title, description: p.description })),
  budgets: budgets.map((b) => ({
    season_id: b.seasonId,
    service_class_id: b.serviceClassId,
    quantity: b.quantity,
    price: Number(b.price),
  })),
  category_ids: categories.map((c) => c.categoryId),
  included_addon_ids: addons.filter((a) => a.included).map((a) => a.categoryId),
  excluded_addon_ids: addons.filter((a) => !a.included).map((a) => a.categoryId),
  destination_ids: destinations.map((d) => d.destinationId),
});
