CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"device" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_device_pk" PRIMARY KEY("user_id","device")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_last_seen_at_index" ON "known_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "known_devices_device_index" ON "known_devices" USING btree ("device");--> statement-breakpoint
CREATE INDEX "known_sign_in_addresses_address_index" ON "known_sign_in_addresses" USING btree ("address");--> statement-breakpoint
-- Reviews already written by someone who shares a known sign-in address with the person reviewed never count (decision 196).
UPDATE "visit_reviews" r SET "linked_at" = now()
WHERE r."author_id" IS NOT NULL AND r."subject_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "known_sign_in_addresses" a JOIN "known_sign_in_addresses" b ON b."address" = a."address"
  WHERE a."user_id" = r."author_id" AND b."user_id" = r."subject_id"
);
