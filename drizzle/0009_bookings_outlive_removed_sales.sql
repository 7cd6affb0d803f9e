ALTER TABLE "bookings" DROP CONSTRAINT "bookings_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "sale_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "removed_sale_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_seller" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_removed_sale_id_removed_sales_id_fk" FOREIGN KEY ("removed_sale_id") REFERENCES "public"."removed_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_removed_sale_id_index" ON "bookings" USING btree ("removed_sale_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_names_its_sale" CHECK ("bookings"."sale_id" is not null or "bookings"."removed_sale_id" is not null);