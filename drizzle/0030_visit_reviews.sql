CREATE TYPE "public"."review_side" AS ENUM('VISITOR', 'ADVERTISER');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'VISIT_REVIEW';--> statement-breakpoint
CREATE TABLE "review_requests" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_booking_id_user_id_kind_pk" PRIMARY KEY("booking_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "visit_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"side" "review_side" NOT NULL,
	"author_id" uuid,
	"subject_id" uuid,
	"health" smallint,
	"honesty" smallint,
	"communication" smallint,
	"punctuality" smallint,
	"respect" smallint,
	"text" text,
	"sale_title" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reviews_ratings" CHECK (coalesce("visit_reviews"."health", 1) between 1 and 5 and coalesce("visit_reviews"."honesty", 1) between 1 and 5
        and coalesce("visit_reviews"."communication", 1) between 1 and 5 and coalesce("visit_reviews"."punctuality", 1) between 1 and 5
        and coalesce("visit_reviews"."respect", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_reviews_one_per_side" ON "visit_reviews" USING btree ("booking_id","side");--> statement-breakpoint
CREATE INDEX "visit_reviews_received" ON "visit_reviews" USING btree ("subject_id","side","publish_at");--> statement-breakpoint
CREATE INDEX "visit_reviews_author_id_index" ON "visit_reviews" USING btree ("author_id");