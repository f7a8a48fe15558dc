-- Customer search and the product batch list at a million orders (docs/decisions/021-lists-and-search-at-scale.md).
-- The customer search is a UNION of id sets, each side on its own index: trigram indexes on the address and
-- landmark (name and phone digits have theirs since 0007), and the customers of a region found by its code.
CREATE INDEX IF NOT EXISTS "customers_address_trgm" ON "customers" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_landmark_trgm" ON "customers" USING gin ("landmark" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_regency" ON "customers" ("regency_code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_district" ON "customers" ("district_code");
--> statement-breakpoint
-- stock/list: its default order (date, then id), for all batches and for those with stock (the default filter),
-- and the expiry date both ways (nullable: nulls stay last in either direction).
CREATE INDEX IF NOT EXISTS "product_batches_date_id" ON "product_batches" ("date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_batches_stocked_date_id" ON "product_batches" ("date", "id") WHERE "fresh" > 0 OR "frozen" > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_batches_expiry_asc" ON "product_batches" ("expiry_date" ASC NULLS LAST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_batches_expiry_desc" ON "product_batches" ("expiry_date" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
-- The count and stock totals of stock/list without a search, bucket or date filter: per product, its batches, those
-- with stock, and the fresh and frozen they hold, kept by a trigger in the transaction of every batch write. Every
-- writer of batches locks their products first (services/batches.ts lockProducts), so a product's row queues no one
-- who did not already queue on the product.
CREATE TABLE "product_stock_totals" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"batches" integer NOT NULL,
	"stocked" integer NOT NULL,
	"fresh" numeric(16, 3) NOT NULL,
	"frozen" numeric(16, 3) NOT NULL
);
--> statement-breakpoint
-- Rebuilds the totals from the batches (after a bulk load that bypassed the trigger, e.g. bench:data).
CREATE OR REPLACE FUNCTION rebuild_product_stock_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_stock_totals;
  INSERT INTO product_stock_totals (product_id, batches, stocked, fresh, frozen)
  SELECT product_id, count(*), count(*) FILTER (WHERE fresh > 0 OR frozen > 0), sum(fresh), sum(frozen)
  FROM product_batches GROUP BY product_id;
END $$;
--> statement-breakpoint
SELECT rebuild_product_stock_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_stock_totals_add(p integer, n integer, s integer, f numeric, z numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock_totals AS t (product_id, batches, stocked, fresh, frozen) VALUES (p, n, s, f, z)
  ON CONFLICT (product_id) DO UPDATE
    SET batches = t.batches + excluded.batches, stocked = t.stocked + excluded.stocked,
        fresh = t.fresh + excluded.fresh, frozen = t.frozen + excluded.frozen;
  IF n < 0 THEN
    DELETE FROM product_stock_totals WHERE product_id = p AND batches = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_stock_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id THEN
    IF OLD.fresh <> NEW.fresh OR OLD.frozen <> NEW.frozen THEN
      PERFORM product_stock_totals_add(NEW.product_id, 0,
        (NEW.fresh > 0 OR NEW.frozen > 0)::int - (OLD.fresh > 0 OR OLD.frozen > 0)::int,
        NEW.fresh - OLD.fresh, NEW.frozen - OLD.frozen);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM product_stock_totals_add(OLD.product_id, -1, -(OLD.fresh > 0 OR OLD.frozen > 0)::int, -OLD.fresh, -OLD.frozen);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM product_stock_totals_add(NEW.product_id, 1, (NEW.fresh > 0 OR NEW.frozen > 0)::int, NEW.fresh, NEW.frozen);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_batches_stock_totals" AFTER INSERT OR UPDATE OR DELETE ON "product_batches"
FOR EACH ROW EXECUTE FUNCTION product_stock_totals_apply();
