-- Decision 173: every text search is answered by the database; the per-instance text index of decision 171 and
-- its change log go.
DROP TRIGGER IF EXISTS sale_text_inserted ON sales;--> statement-breakpoint
DROP TRIGGER IF EXISTS sale_text_deleted ON sales;--> statement-breakpoint
DROP TRIGGER IF EXISTS sale_text_updated ON sales;--> statement-breakpoint
DROP TRIGGER IF EXISTS sale_text_truncated ON sales;--> statement-breakpoint
DROP FUNCTION IF EXISTS sale_text_changed();--> statement-breakpoint
DROP TABLE "sale_text_changes" CASCADE;--> statement-breakpoint
-- Trigrams compare a word that matches nothing with the words the adverts hold ("labradr" → "labrador").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"plain" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trigrams" ON "search_vocabulary" USING gin ("plain" gin_trgm_ops);--> statement-breakpoint
-- Places are words too ("gato porto"): the vector holds the title (A), species and breed (B), the description (C)
-- and the district and municipality (D), so a word in the title or the breed ranks above one in the text or the
-- place. Each word also enters the vocabulary, once, as written (lower case) and without accents.
CREATE OR REPLACE FUNCTION sales_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := coalesce((SELECT name FROM species WHERE code = NEW.species_code), '') || ' ' ||
    coalesce((SELECT name FROM breeds WHERE code = NEW.breed_code), '');
  place text := coalesce((SELECT name FROM locations WHERE id = NEW.location_id), '') || ' ' ||
    coalesce((SELECT name FROM locations WHERE id = NEW.child_location_id), '');
BEGIN
  NEW.search :=
    setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, kind), 'B') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, place), 'D');
  INSERT INTO search_vocabulary (plain, word)
    SELECT DISTINCT ON (unaccent(w)) unaccent(w), w
    FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
      concat_ws(' ', NEW.title, NEW.description, kind, place)))) AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  ON CONFLICT (plain) DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER sales_search_vector ON sales;--> statement-breakpoint
CREATE TRIGGER sales_search_vector BEFORE INSERT OR UPDATE OF title, description, species_code, breed_code,
  location_id, child_location_id, search ON sales FOR EACH ROW EXECUTE FUNCTION sales_search_vector();--> statement-breakpoint
-- Every advert's vector again, with its place, and the vocabulary from what they hold.
UPDATE sales SET search = NULL;
