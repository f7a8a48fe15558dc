-- The production plan, "Rencana Produksi" (issue 39, decision 053): what to make for the orders of coming days, the
-- planned runs it turns into, and what they need of the materials.
--
-- A product may be made in batches of a fixed size (a mixer's load): the plan rounds what it asks up to it.
ALTER TABLE "products" ADD COLUMN "batch_size" numeric(14, 3) CHECK ("batch_size" IS NULL OR "batch_size" > 0);
--> statement-breakpoint
-- A recipe's lines are per `recipe_yield` units of the product (1: per unit, as before), of which `recipe_loss_pct`
-- are expected lost (rejects, breakage): N good units take N ÷ (1 − loss) × line ÷ yield of each material.
ALTER TABLE "products" ADD COLUMN "recipe_yield" numeric(14, 3) DEFAULT 1 NOT NULL CHECK ("recipe_yield" > 0);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recipe_loss_pct" numeric(5, 2) DEFAULT 0 NOT NULL
  CHECK ("recipe_loss_pct" >= 0 AND "recipe_loss_pct" < 100);
--> statement-breakpoint
-- Who a material is usually bought from and the least it is bought in (the purchase order made from the plan). A
-- vendor deleted leaves the material without a preference rather than refusing the delete.
ALTER TABLE "materials" ADD COLUMN "preferred_vendor_id" integer REFERENCES "vendors"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "min_order_qty" numeric(14, 3) CHECK ("min_order_qty" IS NULL OR "min_order_qty" > 0);
--> statement-breakpoint
-- For the foreign key's check when a vendor is deleted.
CREATE INDEX "materials_preferred_vendor" ON "materials" ("preferred_vendor_id") WHERE "preferred_vendor_id" IS NOT NULL;
--> statement-breakpoint
-- A run is `recorded` (it took its inputs from the lots and made a batch: every run before this migration) or
-- `planned` (no usage, no batch, no cost: it counts in no stock, book, report or trace until it is started).
ALTER TABLE "production_runs" ADD COLUMN "state" text DEFAULT 'recorded' NOT NULL
  CHECK ("state" IN ('planned', 'recorded'));
--> statement-breakpoint
-- The plan's planned runs up to a day (a handful: they are started or deleted within days).
CREATE INDEX "production_runs_planned" ON "production_runs" ("date", "product_id") WHERE "state" = 'planned';
--> statement-breakpoint
-- The orders still to pack for a delivery day (the order's date without one): the plan reads one day's (≈ 900 at 1M
-- orders) from here instead of every order of the day's index entries packed long ago.
CREATE INDEX "transactions_unpacked_day" ON "transactions" ((coalesce("delivery_date", "date")), "id")
  WHERE "packing" = 'unpacked';
--> statement-breakpoint
-- "Rencana Produksi" (/plan/production) under Manajemen Stok after Produksi, in a database seeded before it: to every
-- group that holds Produksi, with that menu's rights.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Rencana Produksi', 'Production Plan', '/plan/production', 'bx-calendar-check', 'parent', p."parent_id", p."sort_order" + 5
FROM "menus" p
WHERE p."url" = '/produksi' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/plan/production')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", n."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" p ON p."id" = gm."menu_id" AND p."url" = '/produksi'
JOIN "menus" n ON n."url" = '/plan/production'
ON CONFLICT DO NOTHING;
