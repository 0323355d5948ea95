CREATE TABLE "age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "age_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"fallback_rate" numeric(18, 6) DEFAULT 1 NOT NULL,
	"live_rate" numeric(18, 6),
	"live_rate_fetched_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_fallback_rate_positive" CHECK ("currencies"."fallback_rate" > 0),
	CONSTRAINT "currencies_live_rate_positive" CHECK ("currencies"."live_rate" is null or "currencies"."live_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_modes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_month" integer NOT NULL,
	"end_month" integer NOT NULL,
	CONSTRAINT "seasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "service_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trip_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "destination_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_categories" (
	"destination_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "destination_categories_destination_id_category_id_pk" PRIMARY KEY("destination_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "destination_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"fact" text NOT NULL,
	"sub_fact" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"banner" text NOT NULL,
	"location_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "destinations_slug_format" CHECK ("destinations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("destinations"."slug") <= 80)
);
--> statement-breakpoint
CREATE TABLE "trip_addons" (
	"trip_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"included" boolean NOT NULL,
	CONSTRAINT "trip_addons_trip_id_category_id_pk" PRIMARY KEY("trip_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "trip_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"service_class_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "trip_budgets_tier" CHECK ("trip_budgets"."quantity" in (2, 4, 6))
);
--> statement-breakpoint
CREATE TABLE "trip_categories" (
	"trip_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "trip_categories_trip_id_category_id_pk" PRIMARY KEY("trip_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "trip_destinations" (
	"trip_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "trip_destinations_trip_id_destination_id_pk" PRIMARY KEY("trip_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "trip_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"banner" text NOT NULL,
	"description" text NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"trip_type_id" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "trips_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trips_max_guests_positive" CHECK ("trips"."max_guests" > 0),
	CONSTRAINT "trips_base_price_nonnegative" CHECK ("trips"."base_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	CONSTRAINT "faqs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"author_country" text NOT NULL,
	"comments" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_activities" ADD CONSTRAINT "destination_activities_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_categories" ADD CONSTRAINT "destination_categories_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_categories" ADD CONSTRAINT "destination_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_facts" ADD CONSTRAINT "destination_facts_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_addons" ADD CONSTRAINT "trip_addons_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_addons" ADD CONSTRAINT "trip_addons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_budgets" ADD CONSTRAINT "trip_budgets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_budgets" ADD CONSTRAINT "trip_budgets_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_budgets" ADD CONSTRAINT "trip_budgets_service_class_id_service_classes_id_fk" FOREIGN KEY ("service_class_id") REFERENCES "public"."service_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_categories" ADD CONSTRAINT "trip_categories_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_categories" ADD CONSTRAINT "trip_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_destinations" ADD CONSTRAINT "trip_destinations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_destinations" ADD CONSTRAINT "trip_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_points" ADD CONSTRAINT "trip_points_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_trip_type_id_trip_types_id_fk" FOREIGN KEY ("trip_type_id") REFERENCES "public"."trip_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kind_name_idx" ON "categories" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "destination_activities_destination_idx" ON "destination_activities" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "destination_facts_destination_idx" ON "destination_facts" USING btree ("destination_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "destinations_location_idx" ON "destinations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "destinations_created_idx" ON "destinations" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_budgets_unique_idx" ON "trip_budgets" USING btree ("trip_id","season_id","service_class_id","quantity");--> statement-breakpoint
CREATE INDEX "trip_budgets_trip_price_idx" ON "trip_budgets" USING btree ("trip_id","price");--> statement-breakpoint
CREATE INDEX "trip_categories_category_idx" ON "trip_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "trip_destinations_destination_idx" ON "trip_destinations" USING btree ("destination_id","trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_points_trip_order_idx" ON "trip_points" USING btree ("trip_id","order");--> statement-breakpoint
CREATE INDEX "trips_active_created_idx" ON "trips" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "trips_type_idx" ON "trips" USING btree ("trip_type_id");--> statement-breakpoint
CREATE INDEX "trips_updated_idx" ON "trips" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("is_published","created_at","id");