ALTER TABLE "trips" ADD COLUMN "is_kilimanjaro_climb" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Kilimanjaro climbs are chosen by this flag, no longer by the trip's name. Installs
-- seeded before it keep the climbs they showed: the trips the old name rule picked are flagged
-- once here (the seed flags them on a fresh install; the back office may change it later).
UPDATE "trips" SET "is_kilimanjaro_climb" = true WHERE "name" ILIKE '%kilimanjaro%';
