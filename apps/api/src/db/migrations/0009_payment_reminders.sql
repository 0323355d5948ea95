ALTER TABLE "booking_instalments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD COLUMN "overdue_notice_at" timestamp with time zone;--> statement-breakpoint
-- Instalments already past due when reminders start (bookings from before payments) are not
-- reminded or noticed after the fact: staff follow those up themselves.
UPDATE "booking_instalments" SET "reminded_at" = now(), "overdue_notice_at" = now() WHERE "due_date" < current_date;
