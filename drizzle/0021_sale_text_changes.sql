CREATE TABLE "sale_text_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_text_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sale_id" uuid
);
--> statement-breakpoint
-- Decision 171: which listed adverts changed what a text search reads (listed or not, the listing's order, the
-- filters, the vector). An advert enters the log when it is listed before or after the write.
CREATE FUNCTION sale_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO sale_text_changes (sale_id) VALUES (NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sale_text_changes (sale_id) VALUES (NEW.id);
  ELSE
    -- Inserts and deletes, per statement (TG_ARGV unused): the listed rows the statement wrote or removed.
    INSERT INTO sale_text_changes (sale_id)
      SELECT id FROM written WHERE status = 'APPROVED' AND availability = 'AVAILABLE';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sale_text_inserted AFTER INSERT ON sales
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION sale_text_changed();--> statement-breakpoint
CREATE TRIGGER sale_text_deleted AFTER DELETE ON sales
  REFERENCING OLD TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION sale_text_changed();--> statement-breakpoint
CREATE TRIGGER sale_text_updated AFTER UPDATE ON sales FOR EACH ROW
  WHEN ((OLD.status = 'APPROVED' AND OLD.availability = 'AVAILABLE')
    OR (NEW.status = 'APPROVED' AND NEW.availability = 'AVAILABLE'))
  EXECUTE FUNCTION sale_text_changed();--> statement-breakpoint
CREATE TRIGGER sale_text_truncated AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION sale_text_changed();--> statement-breakpoint
-- Off until a server with the index opens the database (PGlite, src/server/domain/sales/text-index.ts): on
-- PostgreSQL nothing reads the log, so nothing writes it.
ALTER TABLE sales DISABLE TRIGGER sale_text_inserted;--> statement-breakpoint
ALTER TABLE sales DISABLE TRIGGER sale_text_deleted;--> statement-breakpoint
ALTER TABLE sales DISABLE TRIGGER sale_text_updated;--> statement-breakpoint
ALTER TABLE sales DISABLE TRIGGER sale_text_truncated;
