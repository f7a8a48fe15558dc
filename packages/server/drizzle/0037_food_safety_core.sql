-- Food safety (issue 40), the columns the labels, recalls and quality holds share; their rules live in the domains.
--
-- A batch's public code: what its label's QR names (the public page `/p/<code>`), 32 hex digits of a random UUID
-- (122 random bits), never its id, so a code cannot be guessed or counted through. Every batch gets one on insert.
ALTER TABLE "product_batches" ADD COLUMN "public_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_public_code" ON "product_batches" ("public_code");
--> statement-breakpoint
-- Recalled ("ditarik"): a batch or material lot taken out of use for good, with why and by whom. Recalled stock is
-- taken by no order, run or move; its customers are found through the trace.
ALTER TABLE "product_batches" ADD COLUMN "recalled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "product_batches" ADD COLUMN "recall_reason" text;
--> statement-breakpoint
ALTER TABLE "product_batches" ADD COLUMN "recalled_by" integer REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_recall"
  CHECK (("recalled_at" IS NULL) = ("recall_reason" IS NULL));
--> statement-breakpoint
ALTER TABLE "restocks" ADD COLUMN "recalled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "restocks" ADD COLUMN "recall_reason" text;
--> statement-breakpoint
ALTER TABLE "restocks" ADD COLUMN "recalled_by" integer REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "restocks" ADD CONSTRAINT "restocks_recall" CHECK (("recalled_at" IS NULL) = ("recall_reason" IS NULL));
--> statement-breakpoint
-- On hold ("ditahan", quality control): stock that may not be ordered, used or moved out until a user with the
-- right releases it (accepted, or discarded with a count-out). Null: not held.
ALTER TABLE "product_batches" ADD COLUMN "held_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "restocks" ADD COLUMN "held_at" timestamp with time zone;
