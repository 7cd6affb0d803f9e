CREATE TYPE "public"."article_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('GLOBAL', 'ARTICLE_CREATED', 'SALE_INTERESTED', 'SALE_REJECT', 'SALE_APPROVE', 'BOOKING_ACCEPTED', 'BOOKING_REJECTED');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'editor', 'admin');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."sex" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_key" text NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"cover_image" text,
	"status" "article_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_referenceKey_unique" UNIQUE("reference_key")
);
--> statement-breakpoint
CREATE TABLE "blocked_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "blocked_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"message" text,
	"phone" text,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breeds" (
	"code" text PRIMARY KEY NOT NULL,
	"species_code" text NOT NULL,
	"name" text NOT NULL,
	"dangerous" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference_key" text,
	"visualized" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"file_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"species_code" text NOT NULL,
	"breed_code" text,
	"purebred" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sex" "sex" NOT NULL,
	"birth_date" date NOT NULL,
	"register_date" date NOT NULL,
	"litter_size" smallint,
	"microchip" text,
	"mother_microchip" text,
	"lop_number" text,
	"dangerous" boolean DEFAULT false NOT NULL,
	"location_id" integer,
	"child_location_id" integer,
	"status" "sale_status" DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"certified" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "species" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_breeds" (
	"user_id" uuid NOT NULL,
	"breed_code" text NOT NULL,
	CONSTRAINT "user_breeds_user_id_breed_code_pk" PRIMARY KEY("user_id","breed_code")
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text,
	"phone_country" text,
	"show_phone" boolean DEFAULT false NOT NULL,
	"user_type" text NOT NULL,
	"location_id" integer,
	"child_location_id" integer,
	"avatar" text,
	"role" "role" DEFAULT 'user' NOT NULL,
	"dgav_number" text,
	"certified" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_image_files_key_fk" FOREIGN KEY ("cover_image") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_days" ADD CONSTRAINT "blocked_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeds" ADD CONSTRAINT "breeds_species_code_species_code_fk" FOREIGN KEY ("species_code") REFERENCES "public"."species"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tickets" ADD CONSTRAINT "recovery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_images" ADD CONSTRAINT "sale_images_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_images" ADD CONSTRAINT "sale_images_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_species_code_species_code_fk" FOREIGN KEY ("species_code") REFERENCES "public"."species"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_breed_code_breeds_code_fk" FOREIGN KEY ("breed_code") REFERENCES "public"."breeds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_child_location_id_locations_id_fk" FOREIGN KEY ("child_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_breeds" ADD CONSTRAINT "user_breeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_breeds" ADD CONSTRAINT "user_breeds_breed_code_breeds_code_fk" FOREIGN KEY ("breed_code") REFERENCES "public"."breeds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_country_countries_code_fk" FOREIGN KEY ("phone_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_user_types_code_fk" FOREIGN KEY ("user_type") REFERENCES "public"."user_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_child_location_id_locations_id_fk" FOREIGN KEY ("child_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_hours" ADD CONSTRAINT "visit_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_published_at_index" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "bookings_visitor_id_index" ON "bookings" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "bookings_sale_id_index" ON "bookings" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_accepted_slot" ON "bookings" USING btree ("sale_id","starts_at") WHERE "bookings"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_open_per_visitor" ON "bookings" USING btree ("sale_id","visitor_id") WHERE "bookings"."status" in ('PENDING', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "breeds_species_code_index" ON "breeds" USING btree ("species_code");--> statement-breakpoint
CREATE INDEX "favorites_sale_id_index" ON "favorites" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "files_owner_id_index" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "locations_parent_id_index" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_parent_id_name_index" ON "locations" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "notifications_user_id_create_date_index" ON "notifications" USING btree ("user_id","create_date");--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."visualized" = false;--> statement-breakpoint
CREATE INDEX "recovery_tickets_user_id_index" ON "recovery_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_images_sale_id_position_index" ON "sale_images" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sales_status_created_at_index" ON "sales" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sales_owner_id_index" ON "sales" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sales_species_code_breed_code_index" ON "sales" USING btree ("species_code","breed_code");--> statement-breakpoint
CREATE INDEX "sales_location_id_child_location_id_index" ON "sales" USING btree ("location_id","child_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "visit_hours_user_id_index" ON "visit_hours" USING btree ("user_id");