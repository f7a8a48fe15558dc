-- Money owed and money in (issue 38, docs/decisions/048-money-owed-and-in.md): customer terms and credit limits,
-- payments allocated to orders through an append-only ledger (so that a past day's balances can be read again),
-- deposits, the credit hold, and the business profile's settings. `transactions.payment` stays the one "lunas or
-- not" flag every list, filter, count, summary and report already reads; from now on it is derived from the order's
-- balance by domains/money (paid when nothing is left to pay), never set by hand.
ALTER TABLE "customers" ADD COLUMN "payment_term_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit" bigint;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit" CHECK ("payment_term_days" BETWEEN 0 AND 365 AND ("credit_limit" IS NULL OR "credit_limit" >= 0));
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "default_payment_term_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "credit_hold_overdue_days" integer DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "qris_payload" text;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_credit" CHECK ("default_payment_term_days" BETWEEN 0 AND 365 AND "credit_hold_overdue_days" BETWEEN 0 AND 365);
--> statement-breakpoint
-- What an order owes and since when: `paid_amount` = Σ its allocations, `balance` = total − its returns' value −
-- paid_amount (never below 0: a surplus goes back to the payment, i.e. to the customer's deposit), `delivered_on` the
-- business day it was marked delivered, `due_date` = delivered_on + the customer's term then, `settled_on` the day its
-- balance last reached 0 (null while open): an order open at the end of day D was delivered by D and is not settled
-- by D, which lets the aging of a past day read only the orders that could be open then.
ALTER TABLE "transactions" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivered_on" date;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "due_date" date;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settled_on" date;
--> statement-breakpoint
-- The credit hold: why (reasons and figures, kept after release), and its release (who, when, why).
ALTER TABLE "transactions" ADD COLUMN "credit_hold" jsonb;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "hold_released_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "hold_released_by" integer REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "hold_release_note" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_money" CHECK ("paid_amount" >= 0 AND "balance" >= 0
  AND ("due_date" IS NULL OR "delivered_on" IS NOT NULL));
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE restrict,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	-- Σ of its allocations (kept with them, in the same statement); amount − allocated is the deposit it leaves.
	"allocated" bigint DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"reversed_on" date,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer REFERENCES "users"("id") ON DELETE set null,
	"reverse_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts" CHECK ("amount" > 0 AND "allocated" >= 0 AND "allocated" <= "amount"),
	CONSTRAINT "payments_method" CHECK ("method" IN ('tunai', 'transfer', 'qris', 'lainnya')),
	CONSTRAINT "payments_reversal" CHECK (("reversed_at" IS NULL) = ("reversed_on" IS NULL)
	  AND ("reversed_at" IS NULL OR "allocated" = 0))
);
--> statement-breakpoint
CREATE INDEX "payments_date_id" ON "payments" ("date", "id");
--> statement-breakpoint
CREATE INDEX "payments_customer_date_id" ON "payments" ("customer_id", "date", "id");
--> statement-breakpoint
-- A customer's deposit: their payments not reversed with something left to allocate.
CREATE INDEX "payments_deposit" ON "payments" ("customer_id", "date", "id") WHERE "reversed_at" IS NULL AND "allocated" < "amount";
--> statement-breakpoint
-- The allocation ledger: each row moves `amount` (signed) of a payment onto an order (or back off it) on `date`.
-- An order's paid amount on a day is Σ of its rows dated by then; nothing is updated or deleted. `kind` says why:
-- pay (the payment's own allocation), deposit (a deposit applied when an order was delivered), surplus (a return or
-- an edit left the order owing less than was paid), reversal (the payment was reversed), removed (the order was
-- deleted: its row keeps the order's number, `transaction_id` goes null with it).
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE restrict,
	"transaction_id" integer REFERENCES "transactions"("id") ON DELETE set null,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount" CHECK ("amount" <> 0),
	CONSTRAINT "payment_allocations_kind" CHECK ("kind" IN ('pay', 'deposit', 'surplus', 'reversal', 'removed'))
);
--> statement-breakpoint
CREATE INDEX "payment_allocations_transaction_date" ON "payment_allocations" ("transaction_id", "date");
--> statement-breakpoint
CREATE INDEX "payment_allocations_payment" ON "payment_allocations" ("payment_id");
--> statement-breakpoint
-- Open orders per customer, oldest due first (a payment without allocations, the credit check, the overdue figures).
CREATE INDEX "transactions_open_customer" ON "transactions" ("customer_id", "due_date", "date", "id") WHERE "balance" > 0;
--> statement-breakpoint
CREATE INDEX "transactions_open_due" ON "transactions" ("due_date") WHERE "balance" > 0;
--> statement-breakpoint
CREATE INDEX "transactions_settled_on" ON "transactions" ("settled_on");
--> statement-breakpoint
CREATE INDEX "transactions_held" ON "transactions" ("date", "id") WHERE "credit_hold" IS NOT NULL AND "hold_released_at" IS NULL;
--> statement-breakpoint
-- Existing orders: delivered ones were delivered on the business day of `delivered_at` and were due then (every
-- customer starts on term 0, cash on delivery, as the old app assumed).
UPDATE "transactions" SET "delivered_on" = ("delivered_at" AT TIME ZONE 'Asia/Jakarta')::date,
  "due_date" = ("delivered_at" AT TIME ZONE 'Asia/Jakarta')::date
WHERE "delivery" = 'delivered' AND "delivered_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "transactions" SET "delivered_on" = coalesce("delivery_date", "date"), "due_date" = coalesce("delivery_date", "date")
WHERE "delivery" = 'delivered' AND "delivered_on" IS NULL;
--> statement-breakpoint
-- A paid order gets one payment of what it owes (its total less its returns' value: a return of a paid order
-- invented no refund in the old app, so none becomes a deposit here), method tunai, dated its last update, note
-- "migrasi"; an unpaid one owes its total less its returns. Every figure reads the same flag as before.
CREATE TEMP TABLE "money_migration" AS
SELECT t."id", t."number", t."customer_id", t."payment",
  greatest(t."date", (t."updated_at" AT TIME ZONE 'Asia/Jakarta')::date) AS "paid_on",
  greatest(0, t."total" - coalesce((SELECT sum(r."value") FROM "transaction_returns" r WHERE r."transaction_id" = t."id"), 0))::bigint AS "owed"
FROM "transactions" t;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "migrated_order" integer;
--> statement-breakpoint
INSERT INTO "payments" ("customer_id", "date", "amount", "method", "reference", "allocated", "migrated_order")
SELECT m."customer_id", m."paid_on", m."owed", 'tunai', 'migrasi', m."owed", m."id"
FROM "money_migration" m WHERE m."payment" = 'paid' AND m."owed" > 0 ORDER BY m."id";
--> statement-breakpoint
INSERT INTO "payment_allocations" ("payment_id", "transaction_id", "number", "date", "amount", "kind")
SELECT p."id", m."id", m."number", p."date", p."amount", 'pay'
FROM "payments" p JOIN "money_migration" m ON m."id" = p."migrated_order" ORDER BY p."id";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "migrated_order";
--> statement-breakpoint
-- Written without touching `updated_at` or `version`: the orders did not change, only what is known of them.
UPDATE "transactions" t SET
  "paid_amount" = CASE WHEN m."payment" = 'paid' THEN m."owed" ELSE 0 END,
  "balance" = CASE WHEN m."payment" = 'paid' THEN 0 ELSE m."owed" END,
  "settled_on" = CASE WHEN m."payment" = 'paid' THEN m."paid_on" END
FROM "money_migration" m WHERE m."id" = t."id";
--> statement-breakpoint
DROP TABLE "money_migration";
--> statement-breakpoint
-- "Pembayaran" (/payment) under Manajemen Transaksi, in a database seeded before it: to every group that marks orders
-- (/transaction/status), with its create right (recording money is what the cashier does) and its delete right
-- (a reversal) only where the group may delete orders.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Pembayaran', 'Payments', '/payment', 'bx-money', 'submenu', d."parent_id", d."sort_order" + 5
FROM "menus" d
WHERE d."url" = '/transaction/data' AND d."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/payment')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gs."group_id", p."id", gs."can_create", false, coalesce(gd."can_delete", false)
FROM "group_menus" gs
JOIN "menus" s ON s."id" = gs."menu_id" AND s."url" = '/transaction/status'
LEFT JOIN "group_menus" gd ON gd."group_id" = gs."group_id"
  AND gd."menu_id" = (SELECT id FROM "menus" WHERE "url" = '/transaction/data' LIMIT 1)
JOIN "menus" p ON p."url" = '/payment'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "Lepas Tahanan Kredit" (/transaction/release-hold), an action of Data Transaksi: to the groups that may undo a
-- delivery (an owner's correction).
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Lepas Tahanan Kredit', 'Release Credit Hold', '/transaction/release-hold', NULL, 'action', d."id", 40
FROM "menus" d
WHERE d."url" = '/transaction/data'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/transaction/release-hold')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", r."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" u ON u."id" = gm."menu_id" AND u."url" = '/transaction/undeliver'
JOIN "menus" r ON r."url" = '/transaction/release-hold'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "Umur Piutang" (/report/aging) beside the other reports, to the groups that see the sales report.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Umur Piutang', 'Receivables Aging', '/report/aging', 'bx-time-five', 'submenu', s."parent_id", s."sort_order" + 3
FROM "menus" s
WHERE s."url" = '/report/expenses'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/report/aging')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", a."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" s ON s."id" = gm."menu_id" AND s."url" = '/report'
JOIN "menus" a ON a."url" = '/report/aging'
ON CONFLICT DO NOTHING;
