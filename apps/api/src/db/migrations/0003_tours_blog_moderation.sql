CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image" text NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"published_on" date NOT NULL,
	"read_minutes" integer NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "custom_package_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"guests" integer NOT NULL,
	"items" jsonb NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"estimated_total" numeric(12, 2) NOT NULL,
	"price_type" text DEFAULT 'pending' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_package_requests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "custom_package_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "tour_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_per_guest" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_month_day" text NOT NULL,
	"end_month_day" text NOT NULL,
	"price_multiplier" numeric(6, 3) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_seasons_name_unique" UNIQUE("name"),
	CONSTRAINT "tour_seasons_month_days" CHECK ("tour_seasons"."start_month_day" ~ '^[01][0-9]-[0-3][0-9]$' and "tour_seasons"."end_month_day" ~ '^[01][0-9]-[0-3][0-9]$'),
	CONSTRAINT "tour_seasons_multiplier_positive" CHECK ("tour_seasons"."price_multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"duration" text NOT NULL,
	"image_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tours_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "trip_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "service_class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "seat_tier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'package' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tour_id" integer;--> statement-breakpoint
ALTER TABLE "tour_activities" ADD CONSTRAINT "tour_activities_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("is_published","published_on");--> statement-breakpoint
CREATE INDEX "tour_activities_tour_idx" ON "tour_activities" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_item" CHECK (("bookings"."kind" = 'package' and "bookings"."trip_id" is not null) or ("bookings"."kind" = 'tour' and "bookings"."tour_id" is not null));