CREATE TYPE "public"."report_reason" AS ENUM('SCAM', 'TOO_YOUNG', 'WELFARE', 'WRONG_INFORMATION', 'OFFENSIVE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('SALE', 'USER', 'CONVERSATION');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPORT_RESOLVED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'SALE_HELD';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'MODERATION_WARNING';--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"moderator_name" text,
	"action" text NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"target_title" text NOT NULL,
	"owner_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" "report_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"decision_id" uuid
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_id_moderation_log_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_target_type_target_id_created_at_index" ON "moderation_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_log_owner_id_index" ON "moderation_log" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_by_target" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."resolved_at" is null;