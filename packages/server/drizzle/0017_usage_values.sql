-- What each usage took is worth (issue 17's production list, and the cost of goods of issue 20).
--
-- A run's cost, the production list's month total and the material log's value of a usage were each the sum over
-- the usage's lots of qty × the lot's unit price, computed on every read: ≈ 30k usages for a month of runs at 1M
-- orders (110 ms). The value is kept on the usage now, in the transaction of every write: the statement that records
-- an allocation sets it and the one that releases it zeroes it (services/lots.ts: no trigger on that path, which
-- every order create takes under its pack's lock), and the trigger below follows a lot's price correction. The
-- rebuild at the end reads every usage once (longer than the server's statement timeout at 1M orders).
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Sets the value of each of `ids` from its lots (0 without any). Only rows whose value changes are written.
CREATE OR REPLACE FUNCTION usage_values_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE usages u SET value = v.value
  FROM (
    SELECT x.id, coalesce((
      SELECT round(sum(ul.qty * r.unit_price))
      FROM usage_lots ul JOIN restocks r ON r.id = ul.restock_id
      WHERE ul.usage_id = x.id), 0)::bigint AS value
    FROM (SELECT DISTINCT unnest(ids) AS id) x
  ) v
  WHERE u.id = v.id AND u.value IS DISTINCT FROM v.value;
$$;
--> statement-breakpoint
-- A lot's price corrected: every usage that took from it is worth something else. (Its material's row lock, taken
-- first by every writer of its lots, keeps this from crossing a concurrent allocation.)
CREATE OR REPLACE FUNCTION restocks_price_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM usage_values_refresh(ARRAY(SELECT usage_id FROM usage_lots WHERE restock_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER restocks_price_values AFTER UPDATE OF unit_price ON restocks
  FOR EACH ROW WHEN (OLD.unit_price IS DISTINCT FROM NEW.unit_price) EXECUTE FUNCTION restocks_price_values();
--> statement-breakpoint
-- Every usage's value from its lots (after a bulk load with the triggers off: bench:data).
CREATE OR REPLACE FUNCTION rebuild_usage_values() RETURNS void LANGUAGE sql AS $$
  UPDATE usages u SET value = v.value
  FROM (
    SELECT ul.usage_id, round(sum(ul.qty * r.unit_price))::bigint AS value
    FROM usage_lots ul JOIN restocks r ON r.id = ul.restock_id
    GROUP BY ul.usage_id
  ) v
  WHERE u.id = v.usage_id AND u.value IS DISTINCT FROM v.value;
  UPDATE usages u SET value = 0
  WHERE u.value <> 0 AND NOT EXISTS (SELECT 1 FROM usage_lots ul WHERE ul.usage_id = u.id);
$$;
--> statement-breakpoint
SELECT rebuild_usage_values();
