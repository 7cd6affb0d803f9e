CREATE TYPE "public"."sale_availability" AS ENUM('AVAILABLE', 'RESERVED', 'SOLD');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'SALE_RESERVED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'SALE_SOLD';--> statement-breakpoint
CREATE TABLE "removed_sales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"species_code" text NOT NULL,
	"breed_code" text,
	"purebred" boolean DEFAULT false NOT NULL,
	"location_id" integer,
	"child_location_id" integer,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "availability" "sale_availability" DEFAULT 'AVAILABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "revision_reject_reason" text;--> statement-breakpoint
ALTER TABLE "removed_sales" ADD CONSTRAINT "removed_sales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;