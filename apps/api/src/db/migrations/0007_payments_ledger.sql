CREATE TABLE "booking_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "booking_instalments_amount" CHECK ("booking_instalments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider_reference" text,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer,
	"deposit_percent" integer NOT NULL,
	"balance_days_before" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_terms_deposit" CHECK ("payment_terms"."deposit_percent" between 1 and 100),
	CONSTRAINT "payment_terms_days" CHECK ("payment_terms"."balance_days_before" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'awaiting_deposit';--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
-- Bookings made before payments existed: their total in minor units at the rate they were
-- booked at (every payment currency has two decimals), the structured communication numbered
-- like their reference, and their status in the ledger's words. A booking the back office had
-- marked paid gets one ledger entry for its total, so what is paid stays derived from the ledger.
ALTER TABLE "bookings" ADD COLUMN "total_minor" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
UPDATE "bookings" SET
  "total_minor" = round("total_price" * "currency_rate" * 100)::bigint,
  "payment_reference" = lpad(substring("reference" from '([0-9]+)$'), 10, '0')
    || lpad((case when substring("reference" from '([0-9]+)$')::bigint % 97 = 0 then 97 else substring("reference" from '([0-9]+)$')::bigint % 97 end)::text, 2, '0');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment_reference" SET NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "status" = CASE "status" WHEN 'requested' THEN 'awaiting_deposit' WHEN 'confirmed' THEN 'awaiting_deposit' WHEN 'paid' THEN 'paid_in_full' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD CONSTRAINT "booking_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_instalments_booking_kind_idx" ON "booking_instalments" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "booking_instalments_due_idx" ON "booking_instalments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_provider_idx" ON "ledger_entries" USING btree ("method","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_trip_idx" ON "payment_terms" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_site_idx" ON "payment_terms" USING btree (("trip_id" is null)) WHERE "payment_terms"."trip_id" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
-- The site's payment terms (the back office edits them): 30 % at booking, the balance 60 days before departure.
INSERT INTO "payment_terms" ("trip_id", "deposit_percent", "balance_days_before") VALUES (null, 30, 60);--> statement-breakpoint
INSERT INTO "booking_instalments" ("booking_id", "kind", "amount_minor", "due_date")
  SELECT "id", 'full', "total_minor", "created_at"::date FROM "bookings" WHERE "total_minor" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("booking_id", "kind", "amount_minor", "currency", "method", "received_on", "note")
  SELECT "id", 'payment', "total_minor", "currency_code", 'other', "updated_at"::date, 'Marked paid in the back office before the payment ledger existed'
  FROM "bookings" WHERE "status" IN ('paid_in_full', 'completed') AND "total_minor" > 0;
