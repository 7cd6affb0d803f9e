ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "radius_km" integer;--> statement-breakpoint
CREATE INDEX "locations_coordinates" ON "locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "sales_listed_municipality" ON "sales" USING btree ("child_location_id","approved_at" DESC NULLS FIRST,"id") WHERE "sales"."status" = 'APPROVED' and "sales"."availability" = 'AVAILABLE';