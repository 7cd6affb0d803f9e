-- The mother's record (issue 57, decision 222): one chip's adverts, as a mother and as an animal, read through an index.
CREATE INDEX "sales_mother_microchip" ON "sales" USING btree ("mother_microchip") WHERE "sales"."mother_microchip" is not null;--> statement-breakpoint
CREATE INDEX "sales_microchip" ON "sales" USING btree ("microchip") WHERE "sales"."microchip" is not null;