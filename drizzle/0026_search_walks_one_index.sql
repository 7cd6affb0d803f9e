-- Decision 175: a text search of a word many adverts hold reads its newest matches in date order, testing each
-- advert's vector. This index holds the vector and every filter's column beside the date, so that walk reads the
-- index alone instead of one table row per advert tested (48 ms → 14 ms at 100,000 adverts, "gatinho meigo").
-- Ascending, read backwards: approvals arrive in time order, so new entries land on the rightmost page, which
-- PostgreSQL splits 90/10 and the index stays dense (40 MB at 100,000 adverts against 65 MB in descending order,
-- where each new entry lands leftmost and pages split in halves) — and a smaller index is the one the planner picks.
-- Drizzle's index builder cannot write INCLUDE: the index lives here only (src/server/db/schema.ts says so).
CREATE INDEX IF NOT EXISTS "sales_listed_text" ON "sales" USING btree ("approved_at", "id")
  INCLUDE ("search", "species_code", "breed_code", "purebred", "location_id", "child_location_id", "price_cents",
    "sex", "birth_date", "certified")
  WHERE "sales"."status" = 'APPROVED' AND "sales"."availability" = 'AVAILABLE';
