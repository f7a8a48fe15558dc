-- Report summaries (docs/decisions/018-report-summaries.md): sales per period and payment state ('paid', 'unpaid',
-- and '*' for both), per product and bucket, per customer, and material purchases per kind, each by day ('d'),
-- month ('m') and year ('y') so that a year's report reads one year's rows. The services keep them exact in the transaction of every write
-- (services/reportSummaries.ts); rebuild_report_summaries() recomputes them from the base tables (this migration,
-- the rebuild command and bench:data call it).
CREATE TABLE "sales_summary" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"payment" text NOT NULL,
	"orders" integer NOT NULL,
	"items" numeric NOT NULL,
	"item_revenue" bigint NOT NULL,
	"packaging" bigint NOT NULL,
	"ongkir" bigint NOT NULL,
	"total" bigint NOT NULL,
	"return_count" integer NOT NULL,
	"return_items" numeric NOT NULL,
	"return_value" bigint NOT NULL,
	CONSTRAINT "sales_summary_pk" PRIMARY KEY ("grain", "period", "payment"),
	CONSTRAINT "sales_summary_grain" CHECK ("grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "sales_customer_summary" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"payment" text NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"items" numeric NOT NULL,
	"total" bigint NOT NULL,
	"return_count" integer NOT NULL,
	"return_items" numeric NOT NULL,
	"return_value" bigint NOT NULL,
	CONSTRAINT "sales_customer_summary_pk" PRIMARY KEY ("grain", "period", "payment", "customer_id"),
	CONSTRAINT "sales_customer_summary_grain" CHECK ("grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "sales_product_summary" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"payment" text NOT NULL,
	"product_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"lines" integer NOT NULL,
	"qty" numeric NOT NULL,
	"revenue" bigint NOT NULL,
	"return_lines" integer NOT NULL,
	"return_qty" numeric NOT NULL,
	"return_value" bigint NOT NULL,
	CONSTRAINT "sales_product_summary_pk" PRIMARY KEY ("grain", "period", "payment", "product_id", "bucket"),
	CONSTRAINT "sales_product_summary_grain" CHECK ("grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "expense_summary" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"purchase" boolean NOT NULL,
	"restocks" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "expense_summary_pk" PRIMARY KEY ("grain", "period", "kind", "purchase"),
	CONSTRAINT "expense_summary_grain" CHECK ("grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
-- A whole year's (or month's) top customers and products by amount, and by returned value, read from these
-- indexes without visiting every row of the period.
CREATE INDEX "sales_customer_summary_total" ON "sales_customer_summary" ("grain", "period", "payment", "total");
--> statement-breakpoint
CREATE INDEX "sales_customer_summary_returned" ON "sales_customer_summary" ("grain", "period", "payment", "return_value") WHERE "return_count" > 0;
--> statement-breakpoint
CREATE INDEX "sales_product_summary_revenue" ON "sales_product_summary" ("grain", "period", "payment", "revenue");
--> statement-breakpoint
CREATE INDEX "sales_product_summary_returned" ON "sales_product_summary" ("grain", "period", "payment", "return_value") WHERE "return_lines" > 0;
--> statement-breakpoint
-- Day rows from the base tables, then months from days and years from months. The tables are truncated in the order
-- the services write them (sales, customers, products; expenses on their own), so a write in flight waits or is seen.
CREATE OR REPLACE FUNCTION rebuild_report_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sales_summary, sales_customer_summary, sales_product_summary, expense_summary;

  INSERT INTO sales_summary (grain, period, payment, orders, items, item_revenue, packaging, ongkir, total,
    return_count, return_items, return_value)
  SELECT 'd', f.date, f.payment, sum(f.orders), sum(f.items), sum(f.item_revenue), sum(f.packaging), sum(f.ongkir),
    sum(f.total), sum(f.return_count), sum(f.return_items), sum(f.return_value)
  FROM (
    SELECT t.date, t.payment, 1 AS orders, t.item_count AS items, t.item_subtotal AS item_revenue,
      t.packaging_subtotal AS packaging, t.ongkir, t.total, 0 AS return_count, 0::numeric AS return_items,
      0::bigint AS return_value
    FROM transactions t
    UNION ALL
    SELECT r.date, t.payment, 0, 0, 0, 0, 0, 0, 1, r.item_count, r.value
    FROM transaction_returns r JOIN transactions t ON t.id = r.transaction_id
  ) f GROUP BY f.date, f.payment;

  INSERT INTO sales_customer_summary (grain, period, payment, customer_id, orders, items, total, return_count,
    return_items, return_value)
  SELECT 'd', f.date, f.payment, f.customer_id, sum(f.orders), sum(f.items), sum(f.total), sum(f.return_count),
    sum(f.return_items), sum(f.return_value)
  FROM (
    SELECT t.date, t.payment, t.customer_id, 1 AS orders, t.item_count AS items, t.total, 0 AS return_count,
      0::numeric AS return_items, 0::bigint AS return_value
    FROM transactions t
    UNION ALL
    SELECT r.date, t.payment, t.customer_id, 0, 0, 0, 1, r.item_count, r.value
    FROM transaction_returns r JOIN transactions t ON t.id = r.transaction_id
  ) f GROUP BY f.date, f.payment, f.customer_id;

  INSERT INTO sales_product_summary (grain, period, payment, product_id, bucket, lines, qty, revenue, return_lines,
    return_qty, return_value)
  SELECT 'd', f.date, f.payment, f.product_id, f.bucket, sum(f.lines), sum(f.qty), sum(f.revenue), sum(f.return_lines),
    sum(f.return_qty), sum(f.return_value)
  FROM (
    SELECT t.date, t.payment, tl.product_id, tl.bucket, 1 AS lines, tl.qty_per_pack * tp.count AS qty,
      round(tl.qty_per_pack * tp.count * tl.unit_price)::bigint AS revenue, 0 AS return_lines,
      0::numeric AS return_qty, 0::bigint AS return_value
    FROM transactions t JOIN transaction_packs tp ON tp.transaction_id = t.id JOIN transaction_lines tl ON tl.pack_id = tp.id
    UNION ALL
    SELECT r.date, t.payment, tl.product_id, tl.bucket, 0, 0, 0, 1, rl.qty, rl.value
    FROM transaction_returns r JOIN transactions t ON t.id = r.transaction_id
      JOIN transaction_return_lines rl ON rl.return_id = r.id JOIN transaction_lines tl ON tl.id = rl.line_id
  ) f GROUP BY f.date, f.payment, f.product_id, f.bucket;

  INSERT INTO expense_summary (grain, period, kind, purchase, restocks, total)
  SELECT 'd', r.date, m.kind, r.vendor_id IS NOT NULL, count(*), sum(r.total)
  FROM restocks r JOIN materials m ON m.id = r.material_id
  GROUP BY r.date, m.kind, r.vendor_id IS NOT NULL;

  -- Every day row again under '*' (paid or not), then months from days and years from months.
  INSERT INTO sales_summary
  SELECT 'd', s.period, '*', sum(s.orders), sum(s.items), sum(s.item_revenue), sum(s.packaging), sum(s.ongkir),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value)
  FROM sales_summary s GROUP BY s.period;
  INSERT INTO sales_customer_summary
  SELECT 'd', s.period, '*', s.customer_id, sum(s.orders), sum(s.items), sum(s.total), sum(s.return_count),
    sum(s.return_items), sum(s.return_value)
  FROM sales_customer_summary s GROUP BY s.period, s.customer_id;
  INSERT INTO sales_product_summary
  SELECT 'd', s.period, '*', s.product_id, s.bucket, sum(s.lines), sum(s.qty), sum(s.revenue), sum(s.return_lines),
    sum(s.return_qty), sum(s.return_value)
  FROM sales_product_summary s GROUP BY s.period, s.product_id, s.bucket;

  -- Months from days, then years from months.
  INSERT INTO sales_summary
  SELECT g.grain, date_trunc(g.unit, s.period::timestamp)::date, s.payment, sum(s.orders), sum(s.items),
    sum(s.item_revenue), sum(s.packaging), sum(s.ongkir), sum(s.total), sum(s.return_count), sum(s.return_items),
    sum(s.return_value)
  FROM sales_summary s JOIN (VALUES ('m', 'month', 'd'), ('y', 'year', 'd')) g(grain, unit, src) ON s.grain = g.src
  GROUP BY 1, 2, 3;

  INSERT INTO sales_customer_summary
  SELECT 'm', date_trunc('month', s.period::timestamp)::date, s.payment, s.customer_id, sum(s.orders), sum(s.items),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value)
  FROM sales_customer_summary s WHERE s.grain = 'd' GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_customer_summary
  SELECT 'y', date_trunc('year', s.period::timestamp)::date, s.payment, s.customer_id, sum(s.orders), sum(s.items),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value)
  FROM sales_customer_summary s WHERE s.grain = 'm' GROUP BY 1, 2, 3, 4;

  INSERT INTO sales_product_summary
  SELECT 'm', date_trunc('month', s.period::timestamp)::date, s.payment, s.product_id, s.bucket, sum(s.lines),
    sum(s.qty), sum(s.revenue), sum(s.return_lines), sum(s.return_qty), sum(s.return_value)
  FROM sales_product_summary s WHERE s.grain = 'd' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sales_product_summary
  SELECT 'y', date_trunc('year', s.period::timestamp)::date, s.payment, s.product_id, s.bucket, sum(s.lines),
    sum(s.qty), sum(s.revenue), sum(s.return_lines), sum(s.return_qty), sum(s.return_value)
  FROM sales_product_summary s WHERE s.grain = 'm' GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO expense_summary
  SELECT g.grain, date_trunc(g.unit, s.period::timestamp)::date, s.kind, s.purchase, sum(s.restocks), sum(s.total)
  FROM expense_summary s JOIN (VALUES ('m', 'month'), ('y', 'year')) g(grain, unit) ON s.grain = 'd'
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT rebuild_report_summaries();
