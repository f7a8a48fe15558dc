-- The cost functions of migration 0018, the same sums in PL/pgSQL (decision 041). As SQL functions they cannot be
-- inlined (their bodies hold sub-selects), so every statement that called them planned their queries again: inside
-- an order's write, three report-summary upserts each did, a millisecond a call at 1M orders. PL/pgSQL keeps each
-- query's plan for the connection's life.
CREATE OR REPLACE FUNCTION line_cost(line integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(round(sum(tb.qty * b.unit_cost)), 0)::bigint
    FROM transaction_batches tb JOIN product_batches b ON b.id = tb.batch_id
    WHERE tb.line_id = line);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_cost(tid integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (coalesce((SELECT sum(line_cost(tl.id)) FROM transaction_packs tp
      JOIN transaction_lines tl ON tl.pack_id = tp.id WHERE tp.transaction_id = tid), 0)
    + coalesce((SELECT sum(u.value) FROM usages u WHERE u.transaction_id = tid), 0))::bigint;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION return_line_cost(rl_id integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT CASE WHEN rl.destination = 'waste' THEN coalesce((
      SELECT round(rl.qty * sum(tb.qty * b.unit_cost) / nullif(sum(tb.qty), 0))
      FROM transaction_batches tb JOIN product_batches b ON b.id = tb.batch_id WHERE tb.line_id = rl.line_id), 0)
    ELSE coalesce((
      SELECT round(sum(rb.qty * b.unit_cost))
      FROM transaction_return_batches rb JOIN product_batches b ON b.id = rb.batch_id
      WHERE rb.return_line_id = rl.id), 0)
    END::bigint
  FROM transaction_return_lines rl WHERE rl.id = rl_id);
END $$;
