-- Shelf life that protects the customer (issue 39): a customer may ask for a minimum remaining shelf life, in days,
-- at delivery (a shop that refuses short-dated stock). A sale to such a customer takes only batches that expire on or
-- after its delivery day plus those days (domains/stock/batches.ts planTake); 0 asks for nothing.
ALTER TABLE "customers"
  ADD COLUMN "min_shelf_life_days" smallint DEFAULT 0 NOT NULL CHECK ("min_shelf_life_days" BETWEEN 0 AND 365);
