-- Stock valuation at a date, "Nilai Persediaan" (issue 20, docs/decisions/040-stock-valuation.md).
--
-- What products and materials were on hand at the end of a past day and what they were worth. At 1M orders the
-- ledger holds 4.6M rows and the usages 2.5M: summing either up to a day takes seconds. So each keeps a monthly
-- summary (products a yearly one too), kept by the triggers below in the transaction of every write: per product and
-- month, the change of its fresh and frozen stock and what that change is worth at the batches' unit costs; per
-- material and month, its lots in (qty, qty × price) less its usages out (qty, value). A day's valuation adds up the
-- years and months before it and reads the ledger, lots and usages of part of its month from the date indexes, which
-- carry what those sums read.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
CREATE TABLE "material_value_months" (
	"material_id" integer NOT NULL,
	"month" date NOT NULL,
	"qty" numeric(16, 3) DEFAULT 0 NOT NULL,
	"value" numeric(24, 6) DEFAULT 0 NOT NULL,
	CONSTRAINT "material_value_months_material_id_month_pk" PRIMARY KEY("material_id","month")
);
--> statement-breakpoint
CREATE TABLE "product_value_months" (
	"product_id" integer NOT NULL,
	"month" date NOT NULL,
	"fresh" numeric(16, 3) DEFAULT 0 NOT NULL,
	"frozen" numeric(16, 3) DEFAULT 0 NOT NULL,
	"value" numeric(24, 6) DEFAULT 0 NOT NULL,
	CONSTRAINT "product_value_months_product_id_month_pk" PRIMARY KEY("product_id","month")
);
--> statement-breakpoint
CREATE TABLE "product_value_years" (
	"product_id" integer NOT NULL,
	"year" date NOT NULL,
	"fresh" numeric(16, 3) DEFAULT 0 NOT NULL,
	"frozen" numeric(16, 3) DEFAULT 0 NOT NULL,
	"value" numeric(24, 6) DEFAULT 0 NOT NULL,
	CONSTRAINT "product_value_years_product_id_year_pk" PRIMARY KEY("product_id","year")
);
--> statement-breakpoint
ALTER TABLE "material_value_months" ADD CONSTRAINT "material_value_months_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_value_months" ADD CONSTRAINT "product_value_months_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_value_years" ADD CONSTRAINT "product_value_years_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_value_years_year" ON "product_value_years" USING btree ("year") INCLUDE ("product_id", "fresh", "frozen", "value");--> statement-breakpoint
CREATE INDEX "material_value_months_month" ON "material_value_months" USING btree ("month") INCLUDE ("material_id", "qty", "value");--> statement-breakpoint
CREATE INDEX "product_value_months_month" ON "product_value_months" USING btree ("month") INCLUDE ("product_id", "fresh", "frozen", "value");--> statement-breakpoint
CREATE INDEX "product_ledger_date" ON "product_ledger" USING btree ("date") INCLUDE ("batch_id", "product_id", "bucket", "qty");
--> statement-breakpoint
DROP INDEX IF EXISTS "usages_date";
--> statement-breakpoint
CREATE INDEX "usages_date" ON "usages" USING btree ("date") INCLUDE ("material_id", "qty", "value");
--> statement-breakpoint
DROP INDEX IF EXISTS "restocks_date";
--> statement-breakpoint
CREATE INDEX "restocks_date" ON "restocks" USING btree ("date") INCLUDE ("material_id", "qty", "unit_price");
--> statement-breakpoint
-- Adds a change to a product's month and year (rows are never deleted: a month that nets to nothing stays at zero).
CREATE OR REPLACE FUNCTION product_value_months_add(p_product integer, p_day date, p_fresh numeric, p_frozen numeric, p_value numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_value_months AS m (product_id, month, fresh, frozen, value)
  VALUES (p_product, date_trunc('month', p_day)::date, p_fresh, p_frozen, p_value)
  ON CONFLICT (product_id, month) DO UPDATE
    SET fresh = m.fresh + excluded.fresh, frozen = m.frozen + excluded.frozen, value = m.value + excluded.value;
  INSERT INTO product_value_years AS y (product_id, year, fresh, frozen, value)
  VALUES (p_product, date_trunc('year', p_day)::date, p_fresh, p_frozen, p_value)
  ON CONFLICT (product_id, year) DO UPDATE
    SET fresh = y.fresh + excluded.fresh, frozen = y.frozen + excluded.frozen, value = y.value + excluded.value;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION material_value_months_add(p_material integer, p_day date, p_qty numeric, p_value numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO material_value_months AS m (material_id, month, qty, value)
  VALUES (p_material, date_trunc('month', p_day)::date, p_qty, p_value)
  ON CONFLICT (material_id, month) DO UPDATE SET qty = m.qty + excluded.qty, value = m.value + excluded.value;
$$;
--> statement-breakpoint
-- A ledger row: its qty in its bucket, worth qty × its batch's unit cost. A row deleted with its batch (the cascade)
-- finds no batch: product_batches_value_delete took the batch's rows out before.
CREATE OR REPLACE FUNCTION product_ledger_value_months() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cost numeric;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT unit_cost INTO cost FROM product_batches WHERE id = OLD.batch_id;
    IF FOUND THEN
      PERFORM product_value_months_add(OLD.product_id, OLD.date,
        CASE WHEN OLD.bucket = 'fresh' THEN -OLD.qty ELSE 0 END, CASE WHEN OLD.bucket = 'frozen' THEN -OLD.qty ELSE 0 END,
        -OLD.qty * cost);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT unit_cost INTO cost FROM product_batches WHERE id = NEW.batch_id;
    PERFORM product_value_months_add(NEW.product_id, NEW.date,
      CASE WHEN NEW.bucket = 'fresh' THEN NEW.qty ELSE 0 END, CASE WHEN NEW.bucket = 'frozen' THEN NEW.qty ELSE 0 END,
      NEW.qty * coalesce(cost, 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_ledger_value_months AFTER INSERT OR DELETE OR UPDATE OF batch_id, product_id, bucket, qty, date
  ON product_ledger FOR EACH ROW EXECUTE FUNCTION product_ledger_value_months();
--> statement-breakpoint
-- A batch's unit cost corrected (a run edited, a lot's price): each month it moved in is worth the difference.
CREATE OR REPLACE FUNCTION product_batches_value_cost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_value_months_add(l.product_id, l.month, 0, 0, l.qty * (NEW.unit_cost - OLD.unit_cost))
  FROM (SELECT product_id, date_trunc('month', date)::date AS month, sum(qty) AS qty FROM product_ledger
        WHERE batch_id = NEW.id GROUP BY 1, 2 ORDER BY 1, 2) l;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_batches_value_cost AFTER UPDATE OF unit_cost ON product_batches
  FOR EACH ROW WHEN (OLD.unit_cost IS DISTINCT FROM NEW.unit_cost) EXECUTE FUNCTION product_batches_value_cost();
--> statement-breakpoint
-- A batch deleted (its run deleted): its ledger rows go with it, at its unit cost.
CREATE OR REPLACE FUNCTION product_batches_value_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_value_months_add(l.product_id, l.month, -l.fresh, -l.frozen, -(l.fresh + l.frozen) * OLD.unit_cost)
  FROM (SELECT product_id, date_trunc('month', date)::date AS month,
          coalesce(sum(qty) FILTER (WHERE bucket = 'fresh'), 0) AS fresh,
          coalesce(sum(qty) FILTER (WHERE bucket = 'frozen'), 0) AS frozen
        FROM product_ledger WHERE batch_id = OLD.id GROUP BY 1, 2 ORDER BY 1, 2) l;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_batches_value_delete BEFORE DELETE ON product_batches
  FOR EACH ROW EXECUTE FUNCTION product_batches_value_delete();
--> statement-breakpoint
-- A lot is stock in: its qty at its price, in the month of its date.
CREATE OR REPLACE FUNCTION restocks_value_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM material_value_months_add(OLD.material_id, OLD.date, -OLD.qty, -OLD.qty * OLD.unit_price);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM material_value_months_add(NEW.material_id, NEW.date, NEW.qty, NEW.qty * NEW.unit_price);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER restocks_value_months AFTER INSERT OR DELETE OR UPDATE OF material_id, date, qty, unit_price
  ON restocks FOR EACH ROW EXECUTE FUNCTION restocks_value_months();
--> statement-breakpoint
-- A usage is stock out: its qty at its recorded value.
CREATE OR REPLACE FUNCTION usages_value_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM material_value_months_add(OLD.material_id, OLD.date, OLD.qty, OLD.value);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM material_value_months_add(NEW.material_id, NEW.date, -NEW.qty, -NEW.value);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usages_value_months AFTER INSERT OR DELETE OR UPDATE OF material_id, date, qty, value
  ON usages FOR EACH ROW EXECUTE FUNCTION usages_value_months();
--> statement-breakpoint
-- Both summaries again from the ledger, lots and usages (after a bulk load; bench/data).
CREATE OR REPLACE FUNCTION rebuild_stock_value_months() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_value_months;
  INSERT INTO product_value_months (product_id, month, fresh, frozen, value)
  SELECT x.product_id, x.month, sum(x.fresh), sum(x.frozen), sum((x.fresh + x.frozen) * b.unit_cost)
  FROM (SELECT batch_id, product_id, date_trunc('month', date)::date AS month,
          coalesce(sum(qty) FILTER (WHERE bucket = 'fresh'), 0) AS fresh,
          coalesce(sum(qty) FILTER (WHERE bucket = 'frozen'), 0) AS frozen
        FROM product_ledger GROUP BY 1, 2, 3) x
  JOIN product_batches b ON b.id = x.batch_id
  GROUP BY 1, 2;
  DELETE FROM product_value_years;
  INSERT INTO product_value_years (product_id, year, fresh, frozen, value)
  SELECT product_id, date_trunc('year', month)::date, sum(fresh), sum(frozen), sum(value)
  FROM product_value_months GROUP BY 1, 2;
  DELETE FROM material_value_months;
  INSERT INTO material_value_months (material_id, month, qty, value)
  SELECT material_id, month, sum(qty), sum(value) FROM (
    SELECT material_id, date_trunc('month', date)::date AS month, qty, qty * unit_price AS value FROM restocks
    UNION ALL
    SELECT material_id, date_trunc('month', date)::date, -qty, -value FROM usages) x
  GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT rebuild_stock_value_months();
--> statement-breakpoint
-- "Nilai Persediaan" (/report/valuation) beside the other reports, to the groups that see the gross margin report (it
-- shows the same costs). A fresh database gets it from the seed.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Nilai Persediaan', '/report/valuation', 'bx-calculator', 'submenu', s."parent_id", s."sort_order" + 1
FROM "menus" s
WHERE s."url" = '/report/margin'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/report/valuation')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" IS NOT DISTINCT FROM s."parent_id"
    AND lower(n."name") = 'nilai persediaan')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", c."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" s ON s."id" = gm."menu_id" AND s."url" = '/report/margin'
JOIN "menus" c ON c."url" = '/report/valuation'
ON CONFLICT DO NOTHING;
