-- Price tiers, "Daftar Harga" (issue 39): a list (Eceran, Reseller, Agen…) holds a price per product from a date;
-- a customer is on one list or none (none: the product's own price). An order is priced at its date by its
-- customer's list (the latest price of the product whose effective_from is on or before the date) and keeps the
-- prices it was made at (transaction_lines.unit_price). Prices before today are history; later ones are planned.
CREATE TABLE "price_lists" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "description" text,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name" ON "price_lists" (lower("name"));
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
  "price_list_id" integer NOT NULL REFERENCES "price_lists"("id") ON DELETE cascade,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
  "effective_from" date NOT NULL,
  "price" bigint NOT NULL CHECK ("price" >= 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "price_list_prices_pk" PRIMARY KEY ("price_list_id", "product_id", "effective_from")
);
--> statement-breakpoint
-- A product's price lists (a product's delete, "which lists price this").
CREATE INDEX "price_list_prices_product" ON "price_list_prices" ("product_id");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "price_list_id" integer REFERENCES "price_lists"("id") ON DELETE restrict;
--> statement-breakpoint
CREATE INDEX "customers_price_list" ON "customers" ("price_list_id") WHERE "price_list_id" IS NOT NULL;
--> statement-breakpoint
-- "Daftar Harga" (/items/daftar-harga) under Manajemen Item after Ongkir, in a database seeded before it: to every group that
-- manages products (/items/produk), with the same rights (who sets a product's price sets its tiers).
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Daftar Harga', 'Price Lists', '/items/daftar-harga', 'bx-purchase-tag', 'submenu', p."parent_id", p."sort_order" + 1
FROM "menus" p
WHERE p."url" = '/items/ongkir' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/items/daftar-harga')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", d."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" p ON p."id" = gm."menu_id" AND p."url" = '/items/produk'
JOIN "menus" d ON d."url" = '/items/daftar-harga'
ON CONFLICT DO NOTHING;
