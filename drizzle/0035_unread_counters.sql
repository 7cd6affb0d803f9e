CREATE TABLE "unread_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seller_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unread_totals" ADD CONSTRAINT "unread_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counters start from what the pointers say: the other person's messages after each one's read pointer.
UPDATE "conversations" c SET
	"buyer_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."id" > c."buyer_read_id" AND m."sender_id" IS DISTINCT FROM c."buyer_id"),
	"seller_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."id" > c."seller_read_id" AND m."sender_id" IS DISTINCT FROM c."seller_id")
WHERE c."last_message_id" > least(c."buyer_read_id", c."seller_read_id");--> statement-breakpoint
INSERT INTO "unread_totals" ("user_id", "unread")
SELECT person, sum(n)::int FROM (
	SELECT "buyer_id" AS person, "buyer_unread" AS n FROM "conversations" WHERE "buyer_id" IS NOT NULL AND "buyer_unread" > 0
	UNION ALL
	SELECT "seller_id", "seller_unread" FROM "conversations" WHERE "seller_id" IS NOT NULL AND "seller_unread" > 0
) counted GROUP BY person;
