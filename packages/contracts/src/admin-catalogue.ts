import { z } from 'zod';
import { adminListQuery, pageOf } from './admin';
import { BLOG_CATEGORIES } from './blog';
import { isoDate } from './envelope';
import { GROUP_TIERS } from './constants';

// Back office: trips, destinations and blog articles. Descriptions are rich text,
// sanitised by the server on save; prices are USD with two decimals. Inputs carry the rules;
// answers describe rows as stored (the seed's included), so they never fail on the way out.

const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');
const name = z.string().trim().min(1, 'Please enter a name').max(160);
const richText = z.string().max(50_000);
const money = z.number().min(0).max(1_000_000).multipleOf(0.01);
const id = z.number().int().min(1);
const ids = z.array(id).max(100);
const idName = z.object({ id: z.number().int(), name: z.string() });
const publication = z.enum(['published', 'draft']);

// ── Trips ────────────────────────────────────────────────────────────────────────────────

const tripPointInput = z.object({ title: z.string().trim().min(1).max(200), description: z.string().trim().max(5000) });
export const tripBudgetInput = z.object({
  season_id: id,
  service_class_id: id,
  quantity: z.union(GROUP_TIERS.map((tier) => z.literal(tier)) as [z.ZodLiteral<2>, z.ZodLiteral<4>, z.ZodLiteral<6>]),
  price: money,
});

const tripFields = {
  name,
  slug,
  description: richText,
  highlights: z.array(z.string().trim().min(1).max(200)).max(20),
  base_price: money,
  trip_type_id: id,
  duration_days: z.number().int().min(1).max(60),
  max_guests: z.number().int().min(1).max(500),
  is_active: z.boolean(),
  /** Its departures are the Kilimanjaro group climbs (GET /climbs), whatever the trip's name says. */
  is_kilimanjaro_climb: z.boolean(),
  /** In visiting order. */
  points: z.array(tripPointInput).max(60),
  budgets: z.array(tripBudgetInput).max(200),
  category_ids: ids,
  included_addon_ids: ids,
  excluded_addon_ids: ids,
  destination_ids: ids,
};

export const tripCreateInput = z.object(tripFields).partial({
  slug: true,
  highlights: true,
  is_active: true,
  is_kilimanjaro_climb: true,
  points: true,
  budgets: true,
  category_ids: true,
  included_addon_ids: true,
  excluded_addon_ids: true,
  destination_ids: true,
});
export type TripCreateInput = z.input<typeof tripCreateInput>;
/** Only the fields sent change; a list sent replaces the trip's whole list. */
export const tripUpdateInput = z.object(tripFields).partial();
export type TripUpdateInput = z.input<typeof tripUpdateInput>;

const adminTripRow = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  name: z.string(),
  banner: z.string(),
  base_price: z.number(),
  trip_type: z.string(),
  duration_days: z.number().int(),
  is_active: z.boolean(),
  upcoming_departures: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminTripsQuery = adminListQuery(['updated_at', 'created_at', 'name', 'base_price']).extend({
  status: publication.optional(),
  trip_type: z.coerce.number().int().min(1).optional(),
});
export const adminTripsPage = pageOf(adminTripRow);
export type AdminTripRow = z.infer<typeof adminTripRow>;

export const adminTripDetail = adminTripRow.extend({
  description: z.string(),
  highlights: z.array(z.string()),
  trip_type_id: z.number().int(),
  max_guests: z.number().int(),
  is_kilimanjaro_climb: z.boolean(),
  points: z.array(z.object({ order: z.number().int(), title: z.string(), description: z.string() })),
  budgets: z.array(
    z.object({ season_id: z.number().int(), service_class_id: z.number().int(), quantity: z.number().int(), price: z.number() }),
  ),
  category_ids: z.array(z.number().int()),
  included_addon_ids: z.array(z.number().int()),
  excluded_addon_ids: z.array(z.number().int()),
  destination_ids: z.array(z.number().int()),
});
export type AdminTripDetail = z.infer<typeof adminTripDetail>;

/** What the trip and destination forms choose from, inactive rows included. */
export const catalogueOptions = z.object({
  trip_types: z.array(idName),
  seasons: z.array(idName),
  service_classes: z.array(idName),
  trip_categories: z.array(idName),
  addons: z.array(idName),
  destination_categories: z.array(idName),
  regions: z.array(idName),
  locations: z.array(idName.extend({ region_id: z.number().int() })),
  destinations: z.array(idName),
});

// ── Destinations ─────────────────────────────────────────────────────────────────────────

export const destinationFactInput = z.object({
  fact: z.string().trim().min(1).max(120),
  sub_fact: z.string().trim().max(120),
  description: z.string().trim().max(2000),
});
export const destinationActivityInput = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  is_active: z.boolean().default(true),
});
const destinationFields = {
  name,
  slug,
  description: richText,
  location_id: id,
  region_id: id,
  is_active: z.boolean(),
  category_ids: ids,
  /** In display order. */
  facts: z.array(destinationFactInput).max(40),
  activities: z.array(destinationActivityInput).max(60),
};
export const destinationCreateInput = z
  .object(destinationFields)
  .partial({ slug: true, is_active: true, category_ids: true, facts: true, activities: true });
export const destinationUpdateInput = z.object(destinationFields).partial();

const adminDestinationRow = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  name: z.string(),
  banner: z.string(),
  location: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export const adminDestinationsQuery = adminListQuery(['name', 'updated_at', 'created_at'], 'asc').extend({
  status: z.enum(['active', 'inactive']).optional(),
});
export const adminDestinationsPage = pageOf(adminDestinationRow);
export type AdminDestinationRow = z.infer<typeof adminDestinationRow>;
export const adminDestinationDetail = adminDestinationRow.extend({
  description: z.string(),
  location_id: z.number().int(),
  region_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  facts: z.array(z.object({ fact: z.string(), sub_fact: z.string(), description: z.string() })),
  activities: z.array(z.object({ name: z.string(), description: z.string(), is_active: z.boolean() })),
});
export type AdminDestinationDetail = z.infer<typeof adminDestinationDetail>;

// ── Blog ─────────────────────────────────────────────────────────────────────────────────

const articleFields = {
  title: z.string().trim().min(1, 'Please enter a title').max(200),
  slug,
  excerpt: z.string().trim().max(500),
  body: richText,
  image: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/media\/[\w./-]+$/, 'Use a /media/ path'),
  author: z.string().trim().min(1).max(120),
  /** One of the blog's filter chips ('All' is the filter, not a category). */
  category: z.enum(BLOG_CATEGORIES).exclude(['All']),
  published_on: isoDate,
  read_minutes: z.number().int().min(1).max(120),
  is_featured: z.boolean(),
  is_published: z.boolean(),
};
export const articleCreateInput = z.object(articleFields).partial({ slug: true, is_featured: true, is_published: true });
export const articleUpdateInput = z.object(articleFields).partial();
/** As stored: rows written before today's rules are shown, never refused on the way out. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image: z.string(),
  author: z.string(),
  category: z.string(),
  published_on: z.string(),
  read_minutes: z.number().int(),
  is_featured: z.boolean(),
  is_published: z.boolean(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticlesQuery = adminListQuery(['published_on', 'updated_at', 'title']).extend({ status: publication.optional() });
export const adminArticlesPage = pageOf(adminArticleSchema.omit({ body: true }));
export type AdminArticleRow = Omit<AdminArticle, 'body'>;

export const CATALOGUE_ADMIN_MESSAGES = {
  tripNotFound: 'Package not found',
  destinationNotFound: 'Destination not found',
  articleNotFound: 'Article not found',
  slugTaken: 'This slug is already used. Please choose another.',
  invalidChoice: 'Some of the options you chose do not exist. Please reload the page and try again.',
  duplicateBudget: 'The budget table lists the same season, class and group size twice.',
  bannerMissing: 'Please choose an image file.',
  bannerType: 'Please choose a JPEG, PNG or WebP image.',
  bannerSize: 'The image must be smaller than 8 MB.',
} as const;
