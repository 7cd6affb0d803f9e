-- Unlogged: counters are worth a window at most; skipping the WAL makes each hit's commit about four times
-- cheaper (decision 113). A crash empties the table, as a restart empties an in-memory store.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire_index" ON "rate_limits" USING btree ("expire");
