ALTER TABLE "favorites" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "search" "tsvector";--> statement-breakpoint
CREATE INDEX "sales_status_approved_at_index" ON "sales" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "sales_status_price_cents_index" ON "sales" USING btree ("status","price_cents");--> statement-breakpoint
CREATE INDEX "sales_search_index" ON "sales" USING gin ("search");