-- Receivables aging at a past day and the customer statement (issue 38, domains/reports/aging.ts). Each index lets the
-- aging of day D read only what could be open, in transit or ahead at D instead of every order and payment.
-- Orders open (or owing) at the end of D: delivered by D, not settled by D ([delivered_on, settled_on) holds D; an
-- order settled before it was delivered was never open: an empty range).
CREATE INDEX "transactions_owing_span" ON "transactions" USING gist (
  daterange("delivered_on", CASE WHEN "settled_on" < "delivered_on" THEN "delivered_on" ELSE "settled_on" END, '[)'))
  WHERE "delivered_on" IS NOT NULL;
--> statement-breakpoint
-- Orders taken but not delivered by D ([date, delivered_on) holds D): what was paid on them by D is money ahead.
CREATE INDEX "transactions_ahead_span" ON "transactions" USING gist (
  daterange("date", CASE WHEN "delivered_on" < "date" THEN "date" ELSE "delivered_on" END, '[)'));
--> statement-breakpoint
-- Ledger rows written after their payment's day (deposit applied, surplus, reversal, removed order): after D they
-- name the payments and orders whose figures at D differ from today's.
CREATE INDEX "payment_allocations_later" ON "payment_allocations" ("date") WHERE "kind" <> 'pay';
--> statement-breakpoint
-- Rows of deleted orders (their order is gone): money ahead until their `removed` row.
CREATE INDEX "payment_allocations_orphan" ON "payment_allocations" ("date") WHERE "transaction_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "payments_reversed_on" ON "payments" ("reversed_on") WHERE "reversed_on" IS NOT NULL;
--> statement-breakpoint
-- A customer's deliveries in a period (the statement).
CREATE INDEX "transactions_customer_delivered" ON "transactions" ("customer_id", "delivered_on") WHERE "delivered_on" IS NOT NULL;
