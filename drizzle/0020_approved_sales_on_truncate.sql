-- Decision 163 as amended: a person's count of approved adverts also survives `TRUNCATE sales`, which fires no
-- row or delete trigger; and the insert and delete counts, which differed only in their sign, are one function.
CREATE FUNCTION users_approved_sales_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: +1 for the rows an insert added, -1 for those a delete removed (both named `written`).
  UPDATE users u SET approved_sales = u.approved_sales + TG_ARGV[0]::int * d.n
  FROM (SELECT owner_id, count(*)::int AS n FROM written WHERE status = 'APPROVED' GROUP BY owner_id) d
  WHERE u.id = d.owner_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER users_approved_sales_added ON sales;--> statement-breakpoint
DROP TRIGGER users_approved_sales_removed ON sales;--> statement-breakpoint
CREATE TRIGGER users_approved_sales_added AFTER INSERT ON sales
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION users_approved_sales_counted('1');--> statement-breakpoint
CREATE TRIGGER users_approved_sales_removed AFTER DELETE ON sales
  REFERENCING OLD TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION users_approved_sales_counted('-1');--> statement-breakpoint
DROP FUNCTION users_approved_sales_added();--> statement-breakpoint
DROP FUNCTION users_approved_sales_removed();--> statement-breakpoint
-- No advert is left: no one has an approved one.
CREATE FUNCTION users_approved_sales_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET approved_sales = 0 WHERE approved_sales <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_approved_sales_truncated AFTER TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION users_approved_sales_truncated();
