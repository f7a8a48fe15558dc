-- Issue 39, "Shelf life that protects the customer": a batch's expiry is capped by the earliest expiry among the
-- material lots its run took (production.ts, expiryCap). production_runs.expiry_date keeps what the batch holds (the
-- capped date, as product_batches.expiry_date); expiry_given the date the producer gave, from which an edit works the
-- cap out again; expiry_capped_by_lot_id the lot that set it (null when the date given stands). Runs recorded before
-- this migration keep their expiry as it was (their batches may have been sold by it): the cap applies from their
-- next edit.
ALTER TABLE "production_runs" ADD COLUMN "expiry_given" date;--> statement-breakpoint
UPDATE "production_runs" SET "expiry_given" = "expiry_date";--> statement-breakpoint
ALTER TABLE "production_runs" ADD COLUMN "expiry_capped_by_lot_id" integer REFERENCES "restocks"("id") ON DELETE set null;--> statement-breakpoint
-- For the foreign key's check when a lot is deleted (a lot a run took cannot be, but the check still looks).
CREATE INDEX "production_runs_expiry_cap" ON "production_runs" ("expiry_capped_by_lot_id")
  WHERE "expiry_capped_by_lot_id" IS NOT NULL;
