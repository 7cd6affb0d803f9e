-- Decision 171 as amended: the text index runs on every instance, on PostgreSQL too. Each change names its
-- transaction (a reader reads again what transactions running at its last read wrote: they commit out of the
-- log's order) and its time (entries are kept a day, for every instance to read).
ALTER TABLE "sale_text_changes" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_text_changes" ADD COLUMN "written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_text_changes_xid_index" ON "sale_text_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "sale_text_changes_written_at_index" ON "sale_text_changes" USING btree ("written_at");--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sale_text_inserted;--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sale_text_deleted;--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sale_text_updated;--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sale_text_truncated;
