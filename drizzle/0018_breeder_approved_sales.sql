-- Decision 163: a person's count of approved adverts, which /breeders shows and orders by, is kept on the person by
-- the database itself, so every writer (the domain, the demo seed, set-based generators, a person's cascading
-- deletion) keeps it right without remembering to.
ALTER TABLE "users" ADD COLUMN "approved_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Inserts and deletes are counted once per statement, by owner, from the rows the statement wrote (transition
-- tables): a set-based insert of 100,000 adverts updates each owner once, not once per advert.
CREATE FUNCTION users_approved_sales_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET approved_sales = u.approved_sales + d.n
  FROM (SELECT owner_id, count(*)::int AS n FROM added WHERE status = 'APPROVED' GROUP BY owner_id) d
  WHERE u.id = d.owner_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION users_approved_sales_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET approved_sales = u.approved_sales - d.n
  FROM (SELECT owner_id, count(*)::int AS n FROM removed WHERE status = 'APPROVED' GROUP BY owner_id) d
  WHERE u.id = d.owner_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of status or owner, per row and only when one of them changed (a transition table cannot be limited to
-- columns, and most updates of an advert touch neither).
CREATE FUNCTION users_approved_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'APPROVED' THEN
    UPDATE users SET approved_sales = approved_sales - 1 WHERE id = OLD.owner_id;
  END IF;
  IF NEW.status = 'APPROVED' THEN
    UPDATE users SET approved_sales = approved_sales + 1 WHERE id = NEW.owner_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_approved_sales_added AFTER INSERT ON sales
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_approved_sales_added();--> statement-breakpoint
CREATE TRIGGER users_approved_sales_removed AFTER DELETE ON sales
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION users_approved_sales_removed();--> statement-breakpoint
CREATE TRIGGER users_approved_sales_changed AFTER UPDATE OF status, owner_id ON sales FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION users_approved_sales_changed();--> statement-breakpoint
-- The adverts approved before this migration (in the same transaction as the triggers: none is missed).
UPDATE users u SET approved_sales = c.n
FROM (SELECT owner_id, count(*)::int AS n FROM sales WHERE status = 'APPROVED' GROUP BY owner_id) c
WHERE u.id = c.owner_id;--> statement-breakpoint
-- Built after the backfill: the index is written once.
CREATE INDEX "users_breeders_directory" ON "users" USING btree ("user_type","certified" DESC NULLS FIRST,"approved_sales" DESC NULLS FIRST,"name","surname","id");
