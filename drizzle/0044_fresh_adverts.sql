-- Fresh adverts (issue 57, decision 219). Numbered 0044 and dated after any 0043 made beside it: it names nothing a
-- 0043 adds, and the new enum values are used by no statement here (PostgreSQL refuses a value added in the same
-- transaction), so it applies after it, or alone.
ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'SALE_CONFIRM';--> statement-breakpoint
ALTER TYPE "public"."sale_availability" ADD VALUE IF NOT EXISTS 'LAPSED';--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "confirm_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_fresh_due" ON "sales" USING btree (coalesce("confirmed_at", "approved_at", "created_at")) WHERE "sales"."status" = 'APPROVED' and "sales"."availability" = 'AVAILABLE' and "sales"."confirm_asked_at" is null;--> statement-breakpoint
CREATE INDEX "sales_fresh_asked" ON "sales" USING btree ("confirm_asked_at") WHERE "sales"."status" = 'APPROVED' and "sales"."availability" = 'AVAILABLE' and "sales"."confirm_asked_at" is not null;
