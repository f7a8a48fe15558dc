-- One home per figure (issue 36; docs/decisions/047-one-home-per-figure.md). What an order line and an order cost,
-- and what each order, return and restock adds to the report summaries, were written twice: in the services'
-- `facts(scope)` (domains/books/reportSummaries.ts, for each write) and again in rebuild_report_summaries() (0018,
-- with its own copy of the cost sums in temp tables). They are views now, read by both: a write selects its order's
-- or restock's rows (`where order_id = $1`, which PostgreSQL pushes into each branch and into the grouped cost views),
-- the rebuild groups all of them. The cost functions read the cost views.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
-- What an order line cost: Σ over the batches it took from of qty × unit cost, rounded once (decision 037). Keyed by
-- order too, so that an order's lines are found by `order_id` (transaction_batches_transaction).
CREATE VIEW line_costs AS
SELECT tb.transaction_id AS order_id, tb.line_id, round(sum(tb.qty * b.unit_cost))::bigint AS cost
FROM transaction_batches tb JOIN product_batches b ON b.id = tb.batch_id
GROUP BY tb.transaction_id, tb.line_id;
--> statement-breakpoint
-- What an order cost: its lines and its packs (their usages' values).
CREATE VIEW order_costs AS
SELECT x.order_id, sum(x.cost)::bigint AS cost FROM (
  SELECT order_id, cost FROM line_costs
  UNION ALL
  SELECT transaction_id, value FROM usages WHERE transaction_id IS NOT NULL
) x GROUP BY x.order_id;
--> statement-breakpoint
-- The same functions as 0021's (0 for a line or order without any), from the views.
CREATE OR REPLACE FUNCTION line_cost(line integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT sum(c.cost) FROM line_costs c WHERE c.line_id = line), 0)::bigint;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_cost(tid integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT c.cost FROM order_costs c WHERE c.order_id = tid), 0)::bigint;
END $$;
--> statement-breakpoint
-- What an order and each of its returns add to sales_summary (by date and payment) and sales_customer_summary (by date,
-- payment and customer): the order on its date, a return on its own date under its order's payment and customer.
CREATE VIEW sales_facts AS
SELECT t.id AS order_id, t.date, t.payment, t.customer_id, 1 AS orders, t.item_count AS items,
  t.item_subtotal AS item_revenue, t.packaging_subtotal AS packaging, t.ongkir, t.total, 0 AS return_count,
  0::numeric AS return_items, 0::bigint AS return_value, coalesce(oc.cost, 0) AS cost, 0::bigint AS return_cost
FROM transactions t LEFT JOIN order_costs oc ON oc.order_id = t.id
UNION ALL
SELECT t.id, r.date, t.payment, t.customer_id, 0, 0, 0, 0, 0, 0, 1, r.item_count, r.value, 0,
  (SELECT coalesce(sum(return_line_cost(rl.id)), 0)::bigint FROM transaction_return_lines rl WHERE rl.return_id = r.id)
FROM transaction_returns r JOIN transactions t ON t.id = r.transaction_id;
--> statement-breakpoint
-- What each order line and return line adds to sales_product_summary (by date, payment, product and bucket).
CREATE VIEW sales_product_facts AS
SELECT t.id AS order_id, t.date, t.payment, tl.product_id, tl.bucket, 1 AS lines, tl.qty_per_pack * tp.count AS qty,
  round(tl.qty_per_pack * tp.count * tl.unit_price)::bigint AS revenue, 0 AS return_lines,
  0::numeric AS return_qty, 0::bigint AS return_value, coalesce(lc.cost, 0) AS cost, 0::bigint AS return_cost
FROM transactions t JOIN transaction_packs tp ON tp.transaction_id = t.id JOIN transaction_lines tl ON tl.pack_id = tp.id
  LEFT JOIN line_costs lc ON lc.order_id = t.id AND lc.line_id = tl.id
UNION ALL
SELECT t.id, r.date, t.payment, tl.product_id, tl.bucket, 0, 0, 0, 1, rl.qty, rl.value, 0, return_line_cost(rl.id)
FROM transaction_returns r JOIN transactions t ON t.id = r.transaction_id
  JOIN transaction_return_lines rl ON rl.return_id = r.id JOIN transaction_lines tl ON tl.id = rl.line_id;
--> statement-breakpoint
-- What each restock adds to expense_summary (by date, material kind and purchase or correction).
CREATE VIEW expense_facts AS
SELECT r.id AS restock_id, r.date, m.kind, r.vendor_id IS NOT NULL AS purchase, 1 AS restocks, r.total
FROM restocks r JOIN materials m ON m.id = r.material_id;
--> statement-breakpoint
-- As 0018's, from the views: day rows per fact, then '*' from them, then months from days and years from months.
CREATE OR REPLACE FUNCTION rebuild_report_summaries() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
BEGIN
  TRUNCATE sales_summary, sales_customer_summary, sales_product_summary, expense_summary;

  INSERT INTO sales_summary (grain, period, payment, orders, items, item_revenue, packaging, ongkir, total,
    return_count, return_items, return_value, cost, return_cost)
  SELECT 'd', f.date, f.payment, sum(f.orders), sum(f.items), sum(f.item_revenue), sum(f.packaging), sum(f.ongkir),
    sum(f.total), sum(f.return_count), sum(f.return_items), sum(f.return_value), sum(f.cost), sum(f.return_cost)
  FROM sales_facts f GROUP BY f.date, f.payment;

  INSERT INTO sales_customer_summary (grain, period, payment, customer_id, orders, items, total, return_count,
    return_items, return_value, ongkir, cost, return_cost)
  SELECT 'd', f.date, f.payment, f.customer_id, sum(f.orders), sum(f.items), sum(f.total), sum(f.return_count),
    sum(f.return_items), sum(f.return_value), sum(f.ongkir), sum(f.cost), sum(f.return_cost)
  FROM sales_facts f GROUP BY f.date, f.payment, f.customer_id;

  INSERT INTO sales_product_summary (grain, period, payment, product_id, bucket, lines, qty, revenue, return_lines,
    return_qty, return_value, cost, return_cost)
  SELECT 'd', f.date, f.payment, f.product_id, f.bucket, sum(f.lines), sum(f.qty), sum(f.revenue), sum(f.return_lines),
    sum(f.return_qty), sum(f.return_value), sum(f.cost), sum(f.return_cost)
  FROM sales_product_facts f GROUP BY f.date, f.payment, f.product_id, f.bucket;

  INSERT INTO expense_summary (grain, period, kind, purchase, restocks, total)
  SELECT 'd', f.date, f.kind, f.purchase, sum(f.restocks), sum(f.total)
  FROM expense_facts f GROUP BY f.date, f.kind, f.purchase;

  -- Every day row again under '*' (paid or not), then months from days and years from months.
  INSERT INTO sales_summary (grain, period, payment, orders, items, item_revenue, packaging, ongkir, total,
    return_count, return_items, return_value, cost, return_cost)
  SELECT 'd', s.period, '*', sum(s.orders), sum(s.items), sum(s.item_revenue), sum(s.packaging), sum(s.ongkir),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value), sum(s.cost), sum(s.return_cost)
  FROM sales_summary s GROUP BY s.period;
  INSERT INTO sales_customer_summary (grain, period, payment, customer_id, orders, items, total, return_count,
    return_items, return_value, ongkir, cost, return_cost)
  SELECT 'd', s.period, '*', s.customer_id, sum(s.orders), sum(s.items), sum(s.total), sum(s.return_count),
    sum(s.return_items), sum(s.return_value), sum(s.ongkir), sum(s.cost), sum(s.return_cost)
  FROM sales_customer_summary s GROUP BY s.period, s.customer_id;
  INSERT INTO sales_product_summary (grain, period, payment, product_id, bucket, lines, qty, revenue, return_lines,
    return_qty, return_value, cost, return_cost)
  SELECT 'd', s.period, '*', s.product_id, s.bucket, sum(s.lines), sum(s.qty), sum(s.revenue), sum(s.return_lines),
    sum(s.return_qty), sum(s.return_value), sum(s.cost), sum(s.return_cost)
  FROM sales_product_summary s GROUP BY s.period, s.product_id, s.bucket;

  INSERT INTO sales_summary (grain, period, payment, orders, items, item_revenue, packaging, ongkir, total,
    return_count, return_items, return_value, cost, return_cost)
  SELECT g.grain, date_trunc(g.unit, s.period::timestamp)::date, s.payment, sum(s.orders), sum(s.items),
    sum(s.item_revenue), sum(s.packaging), sum(s.ongkir), sum(s.total), sum(s.return_count), sum(s.return_items),
    sum(s.return_value), sum(s.cost), sum(s.return_cost)
  FROM sales_summary s JOIN (VALUES ('m', 'month', 'd'), ('y', 'year', 'd')) g(grain, unit, src) ON s.grain = g.src
  GROUP BY 1, 2, 3;

  INSERT INTO sales_customer_summary (grain, period, payment, customer_id, orders, items, total, return_count,
    return_items, return_value, ongkir, cost, return_cost)
  SELECT 'm', date_trunc('month', s.period::timestamp)::date, s.payment, s.customer_id, sum(s.orders), sum(s.items),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value), sum(s.ongkir), sum(s.cost),
    sum(s.return_cost)
  FROM sales_customer_summary s WHERE s.grain = 'd' GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_customer_summary (grain, period, payment, customer_id, orders, items, total, return_count,
    return_items, return_value, ongkir, cost, return_cost)
  SELECT 'y', date_trunc('year', s.period::timestamp)::date, s.payment, s.customer_id, sum(s.orders), sum(s.items),
    sum(s.total), sum(s.return_count), sum(s.return_items), sum(s.return_value), sum(s.ongkir), sum(s.cost),
    sum(s.return_cost)
  FROM sales_customer_summary s WHERE s.grain = 'm' GROUP BY 1, 2, 3, 4;

  INSERT INTO sales_product_summary (grain, period, payment, product_id, bucket, lines, qty, revenue, return_lines,
    return_qty, return_value, cost, return_cost)
  SELECT 'm', date_trunc('month', s.period::timestamp)::date, s.payment, s.product_id, s.bucket, sum(s.lines),
    sum(s.qty), sum(s.revenue), sum(s.return_lines), sum(s.return_qty), sum(s.return_value), sum(s.cost),
    sum(s.return_cost)
  FROM sales_product_summary s WHERE s.grain = 'd' GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO sales_product_summary (grain, period, payment, product_id, bucket, lines, qty, revenue, return_lines,
    return_qty, return_value, cost, return_cost)
  SELECT 'y', date_trunc('year', s.period::timestamp)::date, s.payment, s.product_id, s.bucket, sum(s.lines),
    sum(s.qty), sum(s.revenue), sum(s.return_lines), sum(s.return_qty), sum(s.return_value), sum(s.cost),
    sum(s.return_cost)
  FROM sales_product_summary s WHERE s.grain = 'm' GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO expense_summary
  SELECT g.grain, date_trunc(g.unit, s.period::timestamp)::date, s.kind, s.purchase, sum(s.restocks), sum(s.total)
  FROM expense_summary s JOIN (VALUES ('m', 'month'), ('y', 'year')) g(grain, unit) ON s.grain = 'd'
  GROUP BY 1, 2, 3, 4;
END $$;
