-- Issue 11: the demo catalogue named three trip themes almost like the trip types they repeat,
-- so the listing showed near-duplicate chips side by side (Safari 11 / Wildlife Safari 14,
-- Beach Holiday / Beach & Island, Mountain Climbing / Mountain Trekking). Each theme takes the
-- name of its trip type; the storefront folds a theme and a type of one name into one chip.
-- Written as a merge, not a rename, so it also holds where an operator already created a theme
-- under the new name: links and inquiries move to that row, and the old row goes.
INSERT INTO "categories" ("name", "kind")
SELECT m.new_name, 'trip'
FROM (VALUES ('Wildlife Safari', 'Safari'), ('Mountain Trekking', 'Mountain Climbing'), ('Beach & Island', 'Beach Holiday')) AS m(old_name, new_name)
WHERE EXISTS (SELECT 1 FROM "categories" c WHERE c."kind" = 'trip' AND c."name" = m.old_name)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "trip_categories" ("trip_id", "category_id")
SELECT tc."trip_id", n."id"
FROM "trip_categories" tc
JOIN "categories" o ON o."id" = tc."category_id" AND o."kind" = 'trip'
JOIN (VALUES ('Wildlife Safari', 'Safari'), ('Mountain Trekking', 'Mountain Climbing'), ('Beach & Island', 'Beach Holiday')) AS m(old_name, new_name) ON m.old_name = o."name"
JOIN "categories" n ON n."kind" = 'trip' AND n."name" = m.new_name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "inquiries" i
SET "trip_type_id" = n."id"
FROM "categories" o
JOIN (VALUES ('Wildlife Safari', 'Safari'), ('Mountain Trekking', 'Mountain Climbing'), ('Beach & Island', 'Beach Holiday')) AS m(old_name, new_name) ON m.old_name = o."name"
JOIN "categories" n ON n."kind" = 'trip' AND n."name" = m.new_name
WHERE o."kind" = 'trip' AND i."trip_type_id" = o."id";
--> statement-breakpoint
DELETE FROM "trip_categories" tc
USING "categories" o
WHERE o."id" = tc."category_id" AND o."kind" = 'trip' AND o."name" IN ('Wildlife Safari', 'Mountain Trekking', 'Beach & Island');
--> statement-breakpoint
DELETE FROM "categories" WHERE "kind" = 'trip' AND "name" IN ('Wildlife Safari', 'Mountain Trekking', 'Beach & Island');
