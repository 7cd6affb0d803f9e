CREATE TABLE "health_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"animal_uid" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"store_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"animal_uid" uuid,
	"lop" text,
	"sheet" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_documents" ADD CONSTRAINT "health_documents_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_sheets" ADD CONSTRAINT "health_sheets_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_documents_sale_id_created_at_index" ON "health_documents" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_sheets_advert" ON "health_sheets" USING btree ("sale_id") WHERE "health_sheets"."animal_uid" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "health_sheets_animal" ON "health_sheets" USING btree ("sale_id","animal_uid") WHERE "health_sheets"."animal_uid" is not null;--> statement-breakpoint
-- Decision 215: an advert's page and card show its sheet, and which documents were given (decision 203's triggers).
CREATE TRIGGER health_sheets_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON health_sheets
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');--> statement-breakpoint
CREATE TRIGGER health_documents_cache_kinds AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON health_documents
  FOR EACH STATEMENT EXECUTE FUNCTION cache_kinds_changed('sales');
