CREATE TABLE "sale_animals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"sex" "sex" NOT NULL,
	"colour" text NOT NULL,
	"price_cents" integer NOT NULL,
	"microchip" text NOT NULL,
	"state" "sale_availability" DEFAULT 'AVAILABLE' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "litter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_animals" ADD CONSTRAINT "sale_animals_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_animals_sale_id_position_index" ON "sale_animals" USING btree ("sale_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_animals_microchip" ON "sale_animals" USING btree ("microchip");--> statement-breakpoint
CREATE INDEX "sale_animals_available" ON "sale_animals" USING btree ("sale_id","sex","price_cents") WHERE "sale_animals"."state" = 'AVAILABLE';