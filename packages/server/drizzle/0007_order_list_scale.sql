-- The order list at a million orders (docs/decisions/017-order-list-at-scale.md): an index for each sort and state
-- filter ending in the id (keyset paging), trigram indexes for the substring search, and the per-day, per-state
-- figures of the unfiltered counts and totals, kept by a trigger in the transaction of every write.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_date";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_customer";
--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_delivery";
--> statement-breakpoint
CREATE INDEX "transactions_date_id" ON "transactions" ("date", "id");
--> statement-breakpoint
CREATE INDEX "transactions_customer_date_id" ON "transactions" ("customer_id", "date", "id");
--> statement-breakpoint
CREATE INDEX "transactions_delivery_date_id" ON "transactions" ("delivery", "date", "id");
--> statement-breakpoint
CREATE INDEX "transactions_payment_date_id" ON "transactions" ("payment", "date", "id");
--> statement-breakpoint
CREATE INDEX "transactions_packing_date_id" ON "transactions" ("packing", "date", "id");
--> statement-breakpoint
CREATE INDEX "transactions_total_id" ON "transactions" ("total", "id");
--> statement-breakpoint
CREATE INDEX "transactions_updated_id" ON "transactions" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "transactions_delivery_day_asc" ON "transactions" ("delivery_date" ASC NULLS LAST, "id");
--> statement-breakpoint
CREATE INDEX "transactions_delivery_day_desc" ON "transactions" ("delivery_date" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
CREATE INDEX "transactions_number_trgm" ON "transactions" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "transactions_note_trgm" ON "transactions" USING gin ("note" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_name_lower_id" ON "customers" (lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm" ON "customers" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "transaction_state_days" (
	"day" date NOT NULL,
	"payment" text NOT NULL,
	"packing" text NOT NULL,
	"delivery" text NOT NULL,
	"orders" integer NOT NULL,
	"total" bigint NOT NULL,
	"item_count" numeric(16, 3) NOT NULL,
	CONSTRAINT "transaction_state_days_pk" PRIMARY KEY ("day", "payment", "packing", "delivery")
);
--> statement-breakpoint
-- Rebuilds the summary from the orders (after a bulk load that bypassed the trigger, e.g. bench:data).
CREATE OR REPLACE FUNCTION rebuild_transaction_state_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transaction_state_days;
  INSERT INTO transaction_state_days (day, payment, packing, delivery, orders, total, item_count)
  SELECT date, payment, packing, delivery, count(*), coalesce(sum(total), 0), coalesce(sum(item_count), 0)
  FROM transactions GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT rebuild_transaction_state_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_state_days_add(d date, pay text, pck text, dlv text, n integer, amount bigint, items numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_state_days AS s (day, payment, packing, delivery, orders, total, item_count)
  VALUES (d, pay, pck, dlv, n, amount, items)
  ON CONFLICT (day, payment, packing, delivery) DO UPDATE
    SET orders = s.orders + excluded.orders, total = s.total + excluded.total, item_count = s.item_count + excluded.item_count;
END $$;
--> statement-breakpoint
-- An update that moves an order between two rows touches them in key order, so two orders moving opposite ways
-- at once never deadlock.
CREATE OR REPLACE FUNCTION transaction_state_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM transaction_state_days_add(NEW.date, NEW.payment, NEW.packing, NEW.delivery, 1, NEW.total, NEW.item_count);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM transaction_state_days_add(OLD.date, OLD.payment, OLD.packing, OLD.delivery, -1, -OLD.total, -OLD.item_count);
  ELSIF (OLD.date, OLD.payment, OLD.packing, OLD.delivery) = (NEW.date, NEW.payment, NEW.packing, NEW.delivery) THEN
    IF OLD.total <> NEW.total OR OLD.item_count <> NEW.item_count THEN
      PERFORM transaction_state_days_add(NEW.date, NEW.payment, NEW.packing, NEW.delivery, 0, NEW.total - OLD.total,
        NEW.item_count - OLD.item_count);
    END IF;
  ELSIF (OLD.date, OLD.payment, OLD.packing, OLD.delivery) < (NEW.date, NEW.payment, NEW.packing, NEW.delivery) THEN
    PERFORM transaction_state_days_add(OLD.date, OLD.payment, OLD.packing, OLD.delivery, -1, -OLD.total, -OLD.item_count);
    PERFORM transaction_state_days_add(NEW.date, NEW.payment, NEW.packing, NEW.delivery, 1, NEW.total, NEW.item_count);
  ELSE
    PERFORM transaction_state_days_add(NEW.date, NEW.payment, NEW.packing, NEW.delivery, 1, NEW.total, NEW.item_count);
    PERFORM transaction_state_days_add(OLD.date, OLD.payment, OLD.packing, OLD.delivery, -1, -OLD.total, -OLD.item_count);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_state_days" AFTER INSERT OR UPDATE OR DELETE ON "transactions"
FOR EACH ROW EXECUTE FUNCTION transaction_state_days_apply();
