-- Labels (issue 40, decision 054): what a pack's label says of its product beyond its name and unit. The best-before
-- date is the batch's expiry (capped by its lots, migration 0033) and the production code is the batch's; these are
-- the product's own: its food permit (P-IRT from the regency, or BPOM MD), its halal certificate number, its net
-- weight per pack, and how it is kept (null: the label says it by the batch's stock, frozen or fresh).
ALTER TABLE "products" ADD COLUMN "permit_kind" text CHECK ("permit_kind" IN ('pirt', 'md'));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "permit_number" text;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_permit" CHECK (("permit_kind" IS NULL) = ("permit_number" IS NULL));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "halal_number" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight" numeric(14, 3) CHECK ("net_weight" IS NULL OR "net_weight" > 0);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight_unit" text CHECK ("net_weight_unit" IN ('gram', 'kg', 'ml', 'liter'));
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_weight" CHECK (("net_weight" IS NULL) = ("net_weight_unit" IS NULL));
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_instruction" text;
