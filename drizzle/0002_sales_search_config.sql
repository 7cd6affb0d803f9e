-- Portuguese full-text search over sales that ignores accents ("cao" finds "Cão"): decision 060.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- The Portuguese stemmer and stop words, with accents removed first from every word.
CREATE TEXT SEARCH CONFIGURATION pt_unaccent (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pt_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- The vector joins the sale's own text with its species and breed names, which live in other tables:
-- a generated column cannot read them, a trigger can. Title weighs most, then species and breed.
CREATE FUNCTION sales_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('pt_unaccent'::regconfig,
      coalesce((SELECT name FROM species WHERE code = NEW.species_code), '') || ' ' ||
      coalesce((SELECT name FROM breeds WHERE code = NEW.breed_code), '')), 'B') ||
    setweight(to_tsvector('pt_unaccent'::regconfig, coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sales_search_vector BEFORE INSERT OR UPDATE OF title, description, species_code, breed_code, search
  ON sales FOR EACH ROW EXECUTE FUNCTION sales_search_vector();--> statement-breakpoint
-- Sales written before this migration get their vector now.
UPDATE sales SET search = NULL;
