-- Issue 37, decision 174: an owner answers the take-down of their advert; the moderators' queue holds the answer.
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"decision_id" uuid
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_moderation_log_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_open_per_sale" ON "appeals" USING btree ("sale_id") WHERE "appeals"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "appeals_open" ON "appeals" USING btree ("created_at") WHERE "appeals"."resolved_at" is null;