CREATE TABLE "info_page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"restored_from" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"in_footer" boolean NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 100 NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"status" "article_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "info_page_revisions" ADD CONSTRAINT "info_page_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "info_page_revisions_slug_number" ON "info_page_revisions" USING btree ("slug","number");