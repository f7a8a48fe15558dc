-- A material's stock from its indexes alone (docs/decisions/035-order-product-days.md, "Material stock").
--
-- The material stock list and the dashboard's "perlu restock" add up, per material, every lot it ever had (in,
-- remaining, expired, value, lots, last restock, next expiry) and its usages of the last 30 days. At 1M orders that
-- is ≈ 98 lots and 24 usages per raw material, each read from the table by a bitmap heap scan: 230 ms for the 1,600
-- raw materials. The same keys now carry what those sums read, so both are index-only scans (80 ms). `remaining`
-- was already in restocks_material_open (0011): its updates were not HOT before either.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "restocks_material_fefo";
--> statement-breakpoint
CREATE INDEX "restocks_material_fefo" ON "restocks" USING btree ("material_id", "expiry_date", "date", "id")
  INCLUDE ("qty", "remaining", "unit_price");
--> statement-breakpoint
DROP INDEX IF EXISTS "usages_material";
--> statement-breakpoint
CREATE INDEX "usages_material" ON "usages" USING btree ("material_id", "date") INCLUDE ("qty");
