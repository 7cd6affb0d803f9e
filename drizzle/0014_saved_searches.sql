CREATE TYPE "public"."alert_frequency" AS ENUM('IMMEDIATE', 'DAILY', 'OFF');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'SEARCH_MATCH';--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"q" text,
	"query" "tsquery",
	"species_code" text,
	"breed_code" text,
	"location_id" integer,
	"child_location_id" integer,
	"price_min" integer,
	"price_max" integer,
	"sex" "sex",
	"age_min" integer,
	"age_max" integer,
	"certified" boolean DEFAULT false NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'IMMEDIATE' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"user_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alerts_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_created_at_index" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_alerts_digest_due" ON "search_alerts" USING btree ("user_id") WHERE "search_alerts"."digest" and "search_alerts"."mailed_at" is null;