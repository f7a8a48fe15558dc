-- Receivables aging at a past day, and the dashboard's money, at a million orders and payments (issue 38, decision 048,
-- domains/reports/aging.ts and money.ts).
-- An order's figures at the end of day D are its own columns unless its money moved after D, and so are a payment's:
-- `moved_on` is the last day that happened, so the aging reads the ledger only for what moved after D instead of
-- probing every order open at D (53k orders, 2.1 s at 2025-12-31 on the 1M database before).
-- The backfill and the indexes read every order and payment (about a minute at 1M orders): no statement timeout.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
-- transactions.moved_on: the day of its latest ledger row or return (null: none), written by money/ledger.ts settle(),
-- which every write of an allocation row or a return on an order runs after it.
ALTER TABLE "transactions" ADD COLUMN "moved_on" date;
--> statement-breakpoint
-- payments.moved_on: the day of its latest ledger row (null: none), written by money/ledger.ts allocate() with
-- `allocated`, in the same statement.
ALTER TABLE "payments" ADD COLUMN "moved_on" date;
--> statement-breakpoint
UPDATE "transactions" t SET "moved_on" = m."day"
FROM (SELECT x."id", max(x."date") AS "day"
      FROM (SELECT "transaction_id" AS "id", "date" FROM "payment_allocations" WHERE "transaction_id" IS NOT NULL
            UNION ALL SELECT "transaction_id", "date" FROM "transaction_returns") x
      GROUP BY x."id") m
WHERE m."id" = t."id";
--> statement-breakpoint
UPDATE "payments" p SET "moved_on" = m."day"
FROM (SELECT "payment_id" AS "id", max("date") AS "day" FROM "payment_allocations" GROUP BY 1) m
WHERE m."id" = p."id";
--> statement-breakpoint
-- Orders delivered by D whose money moved after D ([delivered_on, moved_on) holds D): read from the ledger at D.
CREATE INDEX "transactions_moved_span" ON "transactions" USING gist (
  daterange("delivered_on", greatest("delivered_on", "moved_on"), '[)'))
  WHERE "delivered_on" IS NOT NULL;
--> statement-breakpoint
-- Delivered orders open now, per customer, with what the aging reads of them (an index-only scan): those whose money
-- did not move after D owed at D what they owe now.
CREATE INDEX "transactions_open_aging" ON "transactions" ("customer_id")
  INCLUDE ("delivered_on", "due_date", "moved_on", "balance") WHERE "balance" > 0 AND "delivered_on" IS NOT NULL;
--> statement-breakpoint
-- Payments whose rows moved, or which were reversed, after their day ([date, the later of the two) holds D): what was
-- left unallocated at D is read from the ledger.
CREATE INDEX "payments_moved_span" ON "payments" USING gist (
  daterange("date", greatest("moved_on", "reversed_on"), '[)'))
  WHERE "moved_on" > "date" OR "reversed_on" > "date";
--> statement-breakpoint
-- The dashboard's money (domains/reports/money.ts): what falls due this week, the overdue sums, orders and customers
-- and the five owing most, from the open orders by due date alone (index only; they read 80k open orders' rows from the
-- table before: 0.8 s at 1M orders).
DROP INDEX "transactions_open_due";
--> statement-breakpoint
CREATE INDEX "transactions_open_due" ON "transactions" ("due_date") INCLUDE ("customer_id", "balance") WHERE "balance" > 0;
--> statement-breakpoint
-- Replaced by the spans above (0026).
DROP INDEX "transactions_owing_span";
--> statement-breakpoint
DROP INDEX "payment_allocations_later";
