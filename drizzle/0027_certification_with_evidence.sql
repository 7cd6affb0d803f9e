CREATE TYPE "public"."certification_status" AS ENUM('PENDING', 'APPROVED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "certification_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dgav_number" text NOT NULL,
	"premises" text NOT NULL,
	"status" "certification_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decision_id" uuid,
	"valid_until" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"store_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_decision_id_moderation_log_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_documents" ADD CONSTRAINT "certification_documents_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_applications_user_id_created_at_index" ON "certification_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_pending_per_user" ON "certification_applications" USING btree ("user_id") WHERE "certification_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "certification_pending" ON "certification_applications" USING btree ("created_at") WHERE "certification_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "certification_approved_until" ON "certification_applications" USING btree ("valid_until") WHERE "certification_applications"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "certification_documents_application_id_index" ON "certification_documents" USING btree ("application_id");--> statement-breakpoint
-- Breeders an admin certified with the old switch keep it for a year, as if approved today (decision 176).
INSERT INTO "certification_applications" ("user_id", "dgav_number", "premises", "status", "reason", "decided_at", "valid_until")
SELECT "id", coalesce("dgav_number", ''), '', 'APPROVED', 'Certificado antes dos pedidos com documentos.', now(),
  now() + interval '12 months'
FROM "users" WHERE "certified";
