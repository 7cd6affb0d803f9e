-- Decision 203: the cache kinds follow from the tables a transaction writes. A write to a table that a cached public
-- read shows (src/server/cache/cached-tables.ts, which this mirrors) notifies the kinds it feeds: NOTIFY
-- patinhas_<kind> reaches every instance on commit (once per transaction, never after a rollback), and the kinds are
-- noted in the transaction-local setting patinhas.changed_kinds, which the writing instance reads just before its
-- commit to empty its own caches at once (src/server/db/transaction.ts). Statement triggers: a statement counts even
-- when it changes no row; an update counts only when it names a column some public read shows.
CREATE FUNCTION cache_kinds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  changed text := coalesce(current_setting('patinhas.changed_kinds', true), '');
BEGIN
  FOREACH kind IN ARRAY TG_ARGV LOOP
    IF position(',' || kind || ',' IN ',' || changed || ',') = 0 THEN
      PERFORM pg_notify('patinhas_' || kind, '');
      changed := CASE WHEN changed = '' THEN kind ELSE changed || ',' || kind END;
    END IF;
  END LOOP;
  PERFORM set_config('patinhas.changed_kinds', changed, true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sales_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');--> statement-breakpoint
CREATE TRIGGER sale_images_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_images
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');--> statement-breakpoint
CREATE TRIGGER sale_animals_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_animals
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');--> statement-breakpoint
CREATE TRIGGER search_vocabulary_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_vocabulary
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');--> statement-breakpoint
CREATE TRIGGER files_cache_kinds AFTER UPDATE OR DELETE OR TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'articles');--> statement-breakpoint
CREATE TRIGGER users_cache_kinds AFTER INSERT OR UPDATE OF id, name, surname, phone, phone_country, show_phone, user_type, location_id, child_location_id, avatar, dgav_number, certified, approved_sales, email_confirmed_at, created_at OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'articles', 'profiles');--> statement-breakpoint
CREATE TRIGGER user_breeds_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_breeds
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER certification_applications_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certification_applications
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER certification_documents_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certification_documents
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER visit_reviews_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visit_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER species_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON species
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER breeds_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON breeds
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER locations_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales', 'profiles');--> statement-breakpoint
CREATE TRIGGER countries_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('profiles');--> statement-breakpoint
CREATE TRIGGER user_types_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_types
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('profiles');--> statement-breakpoint
CREATE TRIGGER articles_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('articles');--> statement-breakpoint
CREATE TRIGGER info_pages_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON info_pages
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('info_pages');
