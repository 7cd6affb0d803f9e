-- Issue 37, decision 174: confirmed e-mail addresses (every account that exists now counts as confirmed: the column's
-- default fills them), reports that weigh who reports and name the person they are about.
ALTER TABLE "reports" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_by_reporter" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
-- Reports filed before weights counted fully, as they did; each names the person it was about.
UPDATE "reports" SET "weight" = 1;--> statement-breakpoint
UPDATE "reports" r SET "subject_id" = s."owner_id" FROM "sales" s WHERE r."target_type" = 'SALE' AND s."id" = r."target_id";--> statement-breakpoint
UPDATE "reports" r SET "subject_id" = u."id" FROM "users" u WHERE r."target_type" = 'USER' AND u."id" = r."target_id";--> statement-breakpoint
UPDATE "reports" r
   SET "subject_id" = CASE WHEN c."buyer_id" = r."reporter_id" THEN c."seller_id" ELSE c."buyer_id" END
  FROM "conversations" c
 WHERE r."target_type" = 'CONVERSATION' AND c."id" = r."target_id";
