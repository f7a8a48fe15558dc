-- Standing orders, "Langganan" (issue 39): the packs a customer takes on set weekdays (ISO 1 = Monday … 7) or every
-- N days from its start, until its end; days off ("libur") skipped; paused makes none. Every day at the business
-- profile's standing_order_time, and at start-up, Pawon makes the order of every delivery day due within
-- standing_order_lead_days: one row of standing_order_days per standing order and day, inserted in the same
-- transaction as the order, so that a restart, a second process or a second run never makes a second order (the
-- primary key). A day whose order could not be made keeps the error and is tried again at each run until it passes.
CREATE TABLE "standing_orders" (
  "id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE restrict,
  -- The order's packs as the order form sends them: [{ materialId, count, lines: [{ productId, bucket, qtyPerPack }] }]
  -- (quantities as sent, in their unit); checked as an order's packs when saved and again when each order is made.
  "packs" jsonb NOT NULL,
  "weekdays" smallint[],
  "every_days" integer,
  "start_date" date NOT NULL,
  "end_date" date,
  "delivery_time" time,
  "skip_dates" date[] DEFAULT '{}' NOT NULL,
  "paused" boolean DEFAULT false NOT NULL,
  "note" text,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "standing_orders_schedule" CHECK (("weekdays" IS NULL) <> ("every_days" IS NULL)),
  CONSTRAINT "standing_orders_every" CHECK ("every_days" IS NULL OR "every_days" BETWEEN 1 AND 90),
  CONSTRAINT "standing_orders_weekdays" CHECK ("weekdays" IS NULL OR ("weekdays" <@ ARRAY[1,2,3,4,5,6,7]::smallint[] AND cardinality("weekdays") > 0)),
  CONSTRAINT "standing_orders_dates" CHECK ("end_date" IS NULL OR "end_date" >= "start_date")
);
--> statement-breakpoint
CREATE INDEX "standing_orders_customer" ON "standing_orders" ("customer_id");
--> statement-breakpoint
CREATE TABLE "standing_order_days" (
  "standing_order_id" integer NOT NULL REFERENCES "standing_orders"("id") ON DELETE cascade,
  "date" date NOT NULL,
  "transaction_id" integer REFERENCES "transactions"("id") ON DELETE set null,
  "error_code" text,
  "error_params" jsonb,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "standing_order_days_pk" PRIMARY KEY ("standing_order_id", "date")
);
--> statement-breakpoint
-- The days still to try (an error, the day not passed), and a deleted order's row found by its order.
CREATE INDEX "standing_order_days_failed" ON "standing_order_days" ("date") WHERE "error_code" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "standing_order_days_transaction" ON "standing_order_days" ("transaction_id") WHERE "transaction_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "standing_order_id" integer REFERENCES "standing_orders"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "transactions_standing_order" ON "transactions" ("standing_order_id") WHERE "standing_order_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "standing_order_lead_days" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "standing_order_time" text DEFAULT '18:00' NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profile" ADD CONSTRAINT "business_profile_standing" CHECK ("standing_order_lead_days" BETWEEN 1 AND 14 AND "standing_order_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
-- "Langganan" (/standing-order) under Manajemen Transaksi after Data Transaksi, in a database seeded before it: to
-- every group that may add orders, with that menu's rights.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Langganan', 'Standing Orders', '/standing-order', 'bx-repeat', 'submenu', d."parent_id", d."sort_order" + 2
FROM "menus" d
WHERE d."url" = '/transaction/data' AND d."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/standing-order')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", s."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" d ON d."id" = gm."menu_id" AND d."url" = '/transaction/data'
JOIN "menus" s ON s."url" = '/standing-order'
WHERE gm."can_create"
ON CONFLICT DO NOTHING;
