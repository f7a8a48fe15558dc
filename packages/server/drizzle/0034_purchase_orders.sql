-- Purchase orders ("Pesanan Pembelian"), receiving and supplier debts ("Hutang"), issue 39, decision 051. A purchase
-- order asks a vendor for raw or packaging materials (draft → sent → partial → received, or cancelled); a draft
-- changes no stock and no money. Receiving records per line what arrived: each receipt line is a restock (a material
-- lot, written by the same code as restock/add), and each receipt is the vendor's bill, due after the vendor's term.
-- Payments to vendors are allocated to their bills oldest due first through signed rows that are never changed (a
-- reversal is rows of its own), as customers' payments are (0025).
ALTER TABLE "vendors" ADD COLUMN "payment_term_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payment_term_days" CHECK ("payment_term_days" BETWEEN 0 AND 365);--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_shelf_life_days" CHECK ("shelf_life_days" BETWEEN 1 AND 3650);--> statement-breakpoint
-- The last purchase order number of each year, for `PO-YYYY-NNNN` without duplicates (an upsert: concurrent orders
-- queue on the year's row).
CREATE TABLE "purchase_order_counters" (
  "year" integer PRIMARY KEY NOT NULL,
  "last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
  "id" serial PRIMARY KEY NOT NULL,
  "number" text NOT NULL,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE restrict,
  "date" date NOT NULL,
  "state" text DEFAULT 'draft' NOT NULL,
  "note" text,
  -- Σ of the lines ordered (qty × unit price, each rounded), kept by every write of the lines.
  "total" bigint DEFAULT 0 NOT NULL,
  "sent_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "cancel_reason" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE set null,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "purchase_orders_state" CHECK ("state" IN ('draft', 'sent', 'partial', 'received', 'cancelled')),
  CONSTRAINT "purchase_orders_total" CHECK ("total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number" ON "purchase_orders" ("number");--> statement-breakpoint
-- The list: newest first (its default sort, as the list kit writes it: `date desc nulls last, id desc`), and by vendor
-- or state in the same order; a page walks the index and stops.
CREATE INDEX "purchase_orders_date_id" ON "purchase_orders" ("date" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_date" ON "purchase_orders" ("vendor_id", "date" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE INDEX "purchase_orders_state_date" ON "purchase_orders" ("state", "date" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
-- A search by number substring (vendors are few: their names are matched on their own table).
CREATE INDEX "purchase_orders_number_trgm" ON "purchase_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "purchase_order_id" integer NOT NULL REFERENCES "purchase_orders"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "material_id" integer NOT NULL REFERENCES "materials"("id") ON DELETE restrict,
  "qty" numeric(14, 3) NOT NULL,
  "unit_price" bigint NOT NULL,
  "expected_date" date,
  -- What has arrived, kept by each receipt in the same transaction (Σ of its receipt lines).
  "received" numeric(14, 3) DEFAULT 0 NOT NULL,
  CONSTRAINT "purchase_order_lines_qty" CHECK ("qty" > 0 AND "received" >= 0),
  CONSTRAINT "purchase_order_lines_price" CHECK ("unit_price" >= 0),
  CONSTRAINT "purchase_order_lines_order_material" UNIQUE ("purchase_order_id", "material_id")
);
--> statement-breakpoint
CREATE INDEX "purchase_order_lines_material" ON "purchase_order_lines" ("material_id");--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
  "id" serial PRIMARY KEY NOT NULL,
  "purchase_order_id" integer NOT NULL REFERENCES "purchase_orders"("id") ON DELETE restrict,
  "date" date NOT NULL,
  "note" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_receipts_order" ON "purchase_receipts" ("purchase_order_id", "id");--> statement-breakpoint
CREATE TABLE "purchase_receipt_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "receipt_id" integer NOT NULL REFERENCES "purchase_receipts"("id") ON DELETE restrict,
  "line_id" integer NOT NULL REFERENCES "purchase_order_lines"("id") ON DELETE restrict,
  -- The lot this line made; a lot of a receipt changes only through it (the bill is its value).
  "restock_id" integer NOT NULL REFERENCES "restocks"("id") ON DELETE restrict,
  "qty" numeric(14, 3) NOT NULL,
  "unit_price" bigint NOT NULL,
  "ordered_price" bigint NOT NULL,
  CONSTRAINT "purchase_receipt_lines_qty" CHECK ("qty" > 0 AND "unit_price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receipt_lines_restock" ON "purchase_receipt_lines" ("restock_id");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_receipt" ON "purchase_receipt_lines" ("receipt_id");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_line" ON "purchase_receipt_lines" ("line_id");--> statement-breakpoint
-- A receipt's bill: what arrived (Σ its lots' totals), due the vendor's term after the receipt's date. paid_amount,
-- balance and settled_on (the day its balance reached 0) are kept from its allocations by vendorLedger.ts alone.
CREATE TABLE "vendor_bills" (
  "id" serial PRIMARY KEY NOT NULL,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE restrict,
  "receipt_id" integer NOT NULL REFERENCES "purchase_receipts"("id") ON DELETE restrict,
  "number" text NOT NULL,
  "date" date NOT NULL,
  "due_date" date NOT NULL,
  "amount" bigint NOT NULL,
  "paid_amount" bigint DEFAULT 0 NOT NULL,
  "balance" bigint NOT NULL,
  "settled_on" date,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_bills_money" CHECK ("amount" >= 0 AND "paid_amount" >= 0 AND "balance" >= 0 AND "paid_amount" + "balance" = "amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_receipt" ON "vendor_bills" ("receipt_id");--> statement-breakpoint
-- A vendor's open bills in the order a payment pays them (oldest due first), and the aging of a day by vendor.
CREATE INDEX "vendor_bills_open" ON "vendor_bills" ("vendor_id", "due_date", "id") WHERE "balance" > 0;--> statement-breakpoint
CREATE INDEX "vendor_bills_vendor_date" ON "vendor_bills" ("vendor_id", "date", "id");--> statement-breakpoint
-- The aging of a past day: bills settled after it (reports/payables.ts).
CREATE INDEX "vendor_bills_settled" ON "vendor_bills" ("settled_on") WHERE "settled_on" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "vendor_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id") ON DELETE restrict,
  "date" date NOT NULL,
  "amount" bigint NOT NULL,
  "method" text NOT NULL,
  "reference" text,
  -- Σ of its allocation rows, kept with them; moved_on the day of its latest row.
  "allocated" bigint DEFAULT 0 NOT NULL,
  "moved_on" date,
  "reversed_on" date,
  "reversed_at" timestamp with time zone,
  "reversed_by" integer REFERENCES "users"("id") ON DELETE set null,
  "reverse_reason" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE set null,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_payments_amount" CHECK ("amount" > 0 AND "allocated" >= 0 AND "allocated" <= "amount"),
  CONSTRAINT "vendor_payments_method" CHECK ("method" IN ('tunai', 'transfer', 'qris', 'lainnya'))
);
--> statement-breakpoint
CREATE INDEX "vendor_payments_date_id" ON "vendor_payments" ("date", "id");--> statement-breakpoint
CREATE INDEX "vendor_payments_vendor_date" ON "vendor_payments" ("vendor_id", "date", "id");--> statement-breakpoint
-- Money paid ahead (not reversed, not all allocated): what pays a vendor's next bill.
CREATE INDEX "vendor_payments_credit" ON "vendor_payments" ("vendor_id", "date", "id") WHERE "reversed_at" IS NULL AND "allocated" < "amount";--> statement-breakpoint
-- The aging of a past day: payments whose allocations moved, or that were reversed, after it.
CREATE INDEX "vendor_payments_moved" ON "vendor_payments" ((greatest("moved_on", "reversed_on")));--> statement-breakpoint
CREATE TABLE "vendor_payment_allocations" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "payment_id" integer NOT NULL REFERENCES "vendor_payments"("id") ON DELETE restrict,
  "bill_id" integer NOT NULL REFERENCES "vendor_bills"("id") ON DELETE restrict,
  "date" date NOT NULL,
  "amount" bigint NOT NULL,
  "kind" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_payment_allocations_kind" CHECK ("kind" IN ('pay', 'credit', 'reversal')),
  CONSTRAINT "vendor_payment_allocations_amount" CHECK ("amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX "vendor_payment_allocations_bill" ON "vendor_payment_allocations" ("bill_id", "date");--> statement-breakpoint
CREATE INDEX "vendor_payment_allocations_payment" ON "vendor_payment_allocations" ("payment_id", "date");--> statement-breakpoint
-- Allocations are never changed nor deleted: a reversal is rows of its own.
CREATE FUNCTION "vendor_payment_allocations_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_payment_allocations is append-only' USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER "vendor_payment_allocations_append_only" BEFORE UPDATE OR DELETE ON "vendor_payment_allocations"
  FOR EACH ROW EXECUTE FUNCTION "vendor_payment_allocations_append_only"();--> statement-breakpoint
-- A header "Manajemen Pembelian" after Manajemen Stok, with "Pesanan Pembelian" (/purchase) and "Hutang" (/payables),
-- in a database seeded before them: to every group that may restock either kind of material, with the rights it has
-- there (the union over both restock menus). Super Admin and Owner hold everything, so they get everything.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Manajemen Pembelian', 'Purchasing', NULL, 'bx-receipt', 'header', NULL, s."sort_order" + 5
FROM "menus" s
WHERE s."level" = 'header' AND s."name" = 'Manajemen Stok'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" IN ('/purchase', '/payables'))
LIMIT 1;
--> statement-breakpoint
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT v."name", v."name_en", v."url", v."icon", 'parent', h."id", v."sort_order"
FROM "menus" h
CROSS JOIN (VALUES ('Pesanan Pembelian', 'Purchase Orders', '/purchase', 'bx-receipt', 10),
                   ('Hutang', 'Payables', '/payables', 'bx-wallet', 20)) AS v("name", "name_en", "url", "icon", "sort_order")
WHERE h."level" = 'header' AND h."name" = 'Manajemen Pembelian'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = v."url");
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", p."id", bool_or(gm."can_create"), bool_or(gm."can_update"), bool_or(gm."can_delete")
FROM "group_menus" gm
JOIN "menus" r ON r."id" = gm."menu_id" AND r."url" IN ('/items/bahan-baku/restock', '/items/bahan-kemasan/restock')
CROSS JOIN "menus" p
WHERE p."url" IN ('/purchase', '/payables')
GROUP BY gm."group_id", p."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The header shows for the groups granted a menu under it (a granted url brings its ancestors, as the seed does).
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT DISTINCT gm."group_id", h."id", false, false, false
FROM "group_menus" gm
JOIN "menus" p ON p."id" = gm."menu_id" AND p."url" IN ('/purchase', '/payables')
JOIN "menus" h ON h."id" = p."parent_id"
ON CONFLICT DO NOTHING;
