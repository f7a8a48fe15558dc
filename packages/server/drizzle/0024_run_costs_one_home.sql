-- A run's and a batch's cost in one home (issue 36, decision 047). Migration 0018 wrote the formula of a batch's unit
-- cost three times (run_costs_refresh, the batch trigger, rebuild_run_costs) and opening stock's cost by two rules: the
-- trigger took the product's latest run batch whatever its date, the rebuild the latest made on or before the batch's
-- date. The rule kept is the rebuild's (a backdated count does not take the cost of a run made after it, and a batch
-- costs the same whether it came in before or after a later run was entered); each formula is now one function that
-- the trigger, the refresh and the rebuild call. On the 50k database (PostgreSQL 15): every run's material cost and
-- batch's unit cost byte-identical after a rebuild from zero (md5 of both columns, before and after); the rebuild
-- 0.76-0.80 s against 0.54-0.59 s (it now passes every run through the refresh); one run's refresh (pgbench,
-- prepared, alternated) 0.50-0.55 ms against 0.47-0.53 ms, within this machine's noise.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
-- A run's batch: a unit of its material and overhead cost. Inlined by the planner (plain SQL, immutable); a body in
-- the standard's form is stored parsed, so that inlining it in each call of run_costs_refresh costs no parse.
CREATE OR REPLACE FUNCTION run_unit_cost(material bigint, overhead bigint, qty numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN round((material + overhead) / qty, 6);
--> statement-breakpoint
-- Opening stock without a cost given: the unit cost of the product's latest run batch made on or before its date
-- (0 before the product's first run).
CREATE OR REPLACE FUNCTION opening_unit_cost(product integer, on_date date) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((
    SELECT b.unit_cost FROM product_batches b
    WHERE b.product_id = product AND b.production_run_id IS NOT NULL AND b.date <= on_date
    ORDER BY b.date DESC, b.id DESC LIMIT 1), 0)
$$;
--> statement-breakpoint
-- The cost of `ids` runs from their usages, and of their batches' units from the runs. Only changed rows are written.
-- Joined to the ids (not `= any(ids)`, not a sub-select per run), so that the rebuild can pass every run.
CREATE OR REPLACE FUNCTION run_costs_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE production_runs r SET material_cost = v.cost
  FROM (
    SELECT x.id, coalesce(sum(u.value), 0)::bigint AS cost
    FROM (SELECT DISTINCT unnest(ids) AS id) x LEFT JOIN usages u ON u.production_run_id = x.id
    GROUP BY x.id
  ) v
  WHERE r.id = v.id AND r.material_cost IS DISTINCT FROM v.cost;
  UPDATE product_batches b SET unit_cost = run_unit_cost(r.material_cost, r.overhead_cost, r.qty)
  FROM production_runs r JOIN (SELECT DISTINCT unnest(ids) AS id) x ON x.id = r.id
  WHERE b.production_run_id = r.id
    AND b.unit_cost IS DISTINCT FROM run_unit_cost(r.material_cost, r.overhead_cost, r.qty);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_batches_unit_cost() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.production_run_id IS NOT NULL THEN
    SELECT run_unit_cost(r.material_cost, r.overhead_cost, r.qty) INTO NEW.unit_cost
    FROM production_runs r WHERE r.id = NEW.production_run_id;
  ELSIF NEW.unit_cost = 0 THEN
    NEW.unit_cost := opening_unit_cost(NEW.product_id, NEW.date);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Every run's and batch's cost (after a bulk load with the triggers off: bench:data, after rebuild_usage_values()):
-- the refresh of every run, then opening stock without a cost, by the trigger's rule.
CREATE OR REPLACE FUNCTION rebuild_run_costs() RETURNS void LANGUAGE sql AS $$
  SELECT run_costs_refresh(ARRAY(SELECT id FROM production_runs));
  UPDATE product_batches b SET unit_cost = opening_unit_cost(b.product_id, b.date)
  WHERE b.production_run_id IS NULL AND b.unit_cost = 0;
$$;
