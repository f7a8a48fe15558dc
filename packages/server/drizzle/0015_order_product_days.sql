-- The order list filtered by product, per day and state (docs/decisions/035-order-product-days.md).
--
-- "Orders holding product P" counted, totalled and split by state every one of P's orders: 41k orders of the
-- busiest product at 1M orders, a parallel scan of `transactions` (1.3 s). This keeps those figures per product, day
-- and (payment, packing, delivery), as transaction_state_days (0007) does for all orders: an order counts once under
-- each product it holds. Triggers keep it in the transaction of every write. The rebuild at the end reads every line
-- once (longer than the server's statement timeout at 1M orders): the limit is lifted for the migrations only.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
CREATE TABLE "transaction_product_days" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"payment" text NOT NULL,
	"packing" text NOT NULL,
	"delivery" text NOT NULL,
	"orders" integer NOT NULL,
	"total" bigint NOT NULL,
	"item_count" numeric(16, 3) NOT NULL,
	CONSTRAINT "transaction_product_days_pk" PRIMARY KEY("product_id","day","payment","packing","delivery")
);
--> statement-breakpoint
-- Adds an order's figures (`now`) and takes away what they were (`was`) on the rows of each of `products`: one
-- statement, rows in key order (product, day, states), so that two writers never deadlock on them. Either may be
-- null (an order gaining or losing a product). Rows that reach zero stay, as in transaction_state_days.
CREATE OR REPLACE FUNCTION transaction_product_days_change(products integer[], was transactions, now transactions)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF products IS NULL OR cardinality(products) = 0 THEN RETURN; END IF;
  INSERT INTO transaction_product_days AS s (product_id, day, payment, packing, delivery, orders, total, item_count)
  SELECT p, f.day, f.payment, f.packing, f.delivery, f.orders, f.total, f.item_count
  FROM unnest(products) AS p
  CROSS JOIN (
    SELECT day, payment, packing, delivery, sum(orders)::int AS orders, sum(total)::bigint AS total,
      sum(item_count) AS item_count
    FROM (
      SELECT was.date, was.payment, was.packing, was.delivery, -1, -was.total, -was.item_count WHERE was.id IS NOT NULL
      UNION ALL
      SELECT now.date, now.payment, now.packing, now.delivery, 1, now.total, now.item_count WHERE now.id IS NOT NULL
    ) AS facts(day, payment, packing, delivery, orders, total, item_count)
    GROUP BY 1, 2, 3, 4
  ) AS f
  WHERE (f.orders, f.total, f.item_count) <> (0, 0, 0)
  ORDER BY p, f.day, f.payment, f.packing, f.delivery
  ON CONFLICT (product_id, day, payment, packing, delivery) DO UPDATE
    SET orders = s.orders + excluded.orders, total = s.total + excluded.total,
      item_count = s.item_count + excluded.item_count;
END $$;
--> statement-breakpoint
-- The products an order holds now (through its packs: `transaction_packs_transaction`, then `transaction_lines_pack`).
CREATE OR REPLACE FUNCTION transaction_products(order_id integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT l.product_id ORDER BY l.product_id)
  FROM transaction_packs p JOIN transaction_lines l ON l.pack_id = p.id
  WHERE p.transaction_id = order_id
$$;
--> statement-breakpoint
-- An order's date, states or amounts change: its figures move on the rows of every product it holds. Before it is
-- deleted (its lines are still there): they leave those rows; the lines deleted by the cascade then find no order.
CREATE OR REPLACE FUNCTION transaction_product_days_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM transaction_product_days_change(transaction_products(OLD.id), OLD, NULL);
    RETURN OLD;
  END IF;
  PERFORM transaction_product_days_change(transaction_products(NEW.id), OLD, NEW);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_product_days" AFTER UPDATE ON "transactions" FOR EACH ROW
WHEN ((OLD.date, OLD.payment, OLD.packing, OLD.delivery, OLD.total, OLD.item_count)
  IS DISTINCT FROM (NEW.date, NEW.payment, NEW.packing, NEW.delivery, NEW.total, NEW.item_count))
EXECUTE FUNCTION transaction_product_days_order();
--> statement-breakpoint
CREATE TRIGGER "transactions_product_days_delete" BEFORE DELETE ON "transactions" FOR EACH ROW
EXECUTE FUNCTION transaction_product_days_order();
--> statement-breakpoint
-- Lines written: an order that had no line of a product before the statement now counts under it. Lines deleted: an
-- order left with no line of a product leaves its rows (unless the order itself is gone: see above). Per statement,
-- from the transition tables, one change per order in id order.
CREATE OR REPLACE FUNCTION transaction_product_days_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN
      SELECT t AS o, array_agg(DISTINCT n.product_id ORDER BY n.product_id) AS products
      FROM new_lines n JOIN transactions t ON t.id = n.transaction_id
      WHERE NOT EXISTS (
        SELECT 1 FROM transaction_lines l
        WHERE l.product_id = n.product_id AND l.transaction_id = n.transaction_id
          AND NOT EXISTS (SELECT 1 FROM new_lines m WHERE m.id = l.id))
      GROUP BY t.id ORDER BY t.id
    LOOP
      PERFORM transaction_product_days_change(r.products, NULL, r.o);
    END LOOP;
  ELSE
    FOR r IN
      SELECT t AS o, array_agg(DISTINCT d.product_id ORDER BY d.product_id) AS products
      FROM old_lines d JOIN transactions t ON t.id = d.transaction_id
      WHERE NOT EXISTS (
        SELECT 1 FROM transaction_lines l WHERE l.product_id = d.product_id AND l.transaction_id = d.transaction_id)
      GROUP BY t.id ORDER BY t.id
    LOOP
      PERFORM transaction_product_days_change(r.products, r.o, NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transaction_lines_product_days_insert" AFTER INSERT ON "transaction_lines"
REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION transaction_product_days_lines();
--> statement-breakpoint
CREATE TRIGGER "transaction_lines_product_days_delete" AFTER DELETE ON "transaction_lines"
REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION transaction_product_days_lines();
--> statement-breakpoint
-- A line keeps its product and order (the app never changes them; an edit writes new lines): the summary need not
-- follow such a change, so it is refused.
CREATE OR REPLACE FUNCTION transaction_lines_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transaction_lines: product_id and transaction_id do not change' USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER "transaction_lines_fixed" BEFORE UPDATE OF product_id, transaction_id ON "transaction_lines" FOR EACH ROW
WHEN ((OLD.product_id, OLD.transaction_id) IS DISTINCT FROM (NEW.product_id, NEW.transaction_id))
EXECUTE FUNCTION transaction_lines_fixed();
--> statement-breakpoint
-- Rebuilds the summary from the orders and their lines (after a bulk load that bypassed the triggers, e.g. bench:data).
CREATE OR REPLACE FUNCTION rebuild_transaction_product_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transaction_product_days;
  INSERT INTO transaction_product_days (product_id, day, payment, packing, delivery, orders, total, item_count)
  SELECT op.product_id, t.date, t.payment, t.packing, t.delivery, count(*), coalesce(sum(t.total), 0),
    coalesce(sum(t.item_count), 0)
  FROM (SELECT DISTINCT transaction_id, product_id FROM transaction_lines) op
  JOIN transactions t ON t.id = op.transaction_id
  GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
SELECT rebuild_transaction_product_days();
