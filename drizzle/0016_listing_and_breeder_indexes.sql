-- Amended after its first commit (the owner's index gained the status): IF [NOT] EXISTS lets a database that ran the first version run this one too.
DROP INDEX IF EXISTS "sales_owner_id_index";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_owner_id_status_index" ON "sales" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_listed" ON "sales" USING btree ("approved_at" DESC NULLS FIRST,"id","species_code","breed_code","purebred","location_id","child_location_id","price_cents","sex","birth_date","certified") WHERE "sales"."status" = 'APPROVED' and "sales"."availability" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_listed_uid" ON "sales" USING btree ("id") WHERE "sales"."status" = 'APPROVED' and "sales"."availability" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_user_type_id_index" ON "users" USING btree ("user_type","id");