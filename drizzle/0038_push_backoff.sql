ALTER TABLE "push_subscriptions" ADD COLUMN "failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "retry_at" timestamp with time zone;