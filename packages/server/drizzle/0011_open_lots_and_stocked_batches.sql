-- Only the rows that still hold stock, for the reads that want nothing else (docs/decisions/024-pickers-and-plans-at-scale.md).
--
-- Lots with something left, first-expiring first. A usage takes from them (allocateFromLots: material, remaining > 0,
-- dated by then, FEFO) and a material's stock adds them up (the material list and search, the recipes, the stock
-- list). `restocks_material_fefo` walks every lot a material ever had (≈100 for a raw material at 1M orders, up to
-- 525; 5 still open); this one only the open ones, and carries `remaining` so that a stock sum reads it alone. The
-- price: an update of `remaining` is no longer HOT (it touches the table's indexes), once per lot a usage takes from.
CREATE INDEX IF NOT EXISTS "restocks_material_open" ON "restocks" USING btree ("material_id", "expiry_date", "date", "id")
  INCLUDE ("remaining") WHERE "remaining" > 0;
--> statement-breakpoint
-- A product's batches holding stock, oldest first. A sale takes from them (planTake: product, bucket > 0, made by
-- then, oldest first) and the order form's stock hints read them per product (`stock/available` with `productIds`).
-- `product_batches_product` walks every batch a product ever had (hundreds for a busy one, most empty); this one
-- only those with stock, carrying the amounts and the expiry so that the stock hints read it alone. fresh and frozen
-- were already in a partial index's predicate (product_batches_stocked_date_id): their updates were not HOT before.
CREATE INDEX IF NOT EXISTS "product_batches_stocked_product" ON "product_batches" USING btree ("product_id", "date", "id")
  INCLUDE ("fresh", "frozen", "expiry_date") WHERE "fresh" > 0 OR "frozen" > 0;
