-- Storage locations, temperatures and quality holds (issue 40, decision 056).
--
-- "Lokasi Simpan": where stock is kept (a freezer, a chiller, a dry store), with the temperatures it must stay within.
CREATE TABLE "storage_locations" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('freezer', 'chiller', 'dry')),
  "min_temp" numeric(5, 1),
  "max_temp" numeric(5, 1),
  "active" boolean DEFAULT true NOT NULL,
  "description" text,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "storage_locations_temps" CHECK ("min_temp" IS NULL OR "max_temp" IS NULL OR "min_temp" <= "max_temp")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_name_lower" ON "storage_locations" (lower("name"));
--> statement-breakpoint
-- One of each kind, so that a database from before has somewhere to put its stock (renamed or re-limited at will).
INSERT INTO "storage_locations" ("name", "kind", "min_temp", "max_temp") VALUES
  ('Freezer', 'freezer', -25, -18), ('Chiller', 'chiller', 0, 5), ('Gudang Kering', 'dry', NULL, 30);
--> statement-breakpoint
-- Where a material's lots go and where a product's fresh and frozen stock go, unless said otherwise.
ALTER TABLE "materials" ADD COLUMN "location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fresh_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "frozen_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
-- Where each lot is, and each bucket of a batch (its fresh part in one place, its frozen part in another). A location
-- is deleted only once it holds nothing (the service's rule); a lot or bucket emptied earlier then forgets it.
ALTER TABLE "restocks" ADD COLUMN "location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "product_batches" ADD COLUMN "fresh_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "product_batches" ADD COLUMN "frozen_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null;
--> statement-breakpoint
UPDATE "materials" SET "location_id" = (SELECT "id" FROM "storage_locations" WHERE "kind" = 'dry' ORDER BY "id" LIMIT 1);
--> statement-breakpoint
UPDATE "products" SET
  "fresh_location_id" = (SELECT "id" FROM "storage_locations" WHERE "kind" = 'chiller' ORDER BY "id" LIMIT 1),
  "frozen_location_id" = (SELECT "id" FROM "storage_locations" WHERE "kind" = 'freezer' ORDER BY "id" LIMIT 1);
--> statement-breakpoint
UPDATE "restocks" r SET "location_id" = m."location_id" FROM "materials" m WHERE m."id" = r."material_id";
--> statement-breakpoint
UPDATE "product_batches" b SET "fresh_location_id" = p."fresh_location_id", "frozen_location_id" = p."frozen_location_id"
FROM "products" p WHERE p."id" = b."product_id";
--> statement-breakpoint
-- What a location holds now: the lots and buckets with stock in it (a hold's items, a delete's refusal).
CREATE INDEX "restocks_location_open" ON "restocks" ("location_id") WHERE "remaining" > 0;
--> statement-breakpoint
CREATE INDEX "product_batches_fresh_location" ON "product_batches" ("fresh_location_id") WHERE "fresh" > 0;
--> statement-breakpoint
CREATE INDEX "product_batches_frozen_location" ON "product_batches" ("frozen_location_id") WHERE "frozen" > 0;
--> statement-breakpoint
-- Every new lot and batch is placed on insert, whatever path makes it (restock, purchase receipt, count surplus,
-- production run, opening stock, the bench's generator): the material's or product's default, else the first active
-- location of the kind (dry store for materials, chiller for fresh, freezer for frozen).
CREATE OR REPLACE FUNCTION storage_location_of_kind(wanted text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "storage_locations" WHERE "kind" = wanted AND "active" ORDER BY "id" LIMIT 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION restocks_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.location_id IS NULL THEN
    NEW.location_id := coalesce((SELECT m.location_id FROM materials m WHERE m.id = NEW.material_id),
      storage_location_of_kind('dry'));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER restocks_place BEFORE INSERT ON restocks FOR EACH ROW EXECUTE FUNCTION restocks_place();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_batches_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.fresh_location_id IS NULL OR NEW.frozen_location_id IS NULL THEN
    SELECT coalesce(NEW.fresh_location_id, p.fresh_location_id, storage_location_of_kind('chiller')),
           coalesce(NEW.frozen_location_id, p.frozen_location_id, storage_location_of_kind('freezer'))
      INTO NEW.fresh_location_id, NEW.frozen_location_id
    FROM products p WHERE p.id = NEW.product_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_batches_place BEFORE INSERT ON product_batches FOR EACH ROW EXECUTE FUNCTION product_batches_place();
--> statement-breakpoint
-- A lot or a batch's bucket moved from one location to another (the whole of it): the history of where stock was.
CREATE TABLE "stock_location_moves" (
  "id" serial PRIMARY KEY NOT NULL,
  "restock_id" integer REFERENCES "restocks"("id") ON DELETE cascade,
  "batch_id" integer REFERENCES "product_batches"("id") ON DELETE cascade,
  "bucket" text CHECK ("bucket" IN ('fresh', 'frozen')),
  "qty" numeric(14, 3) NOT NULL CHECK ("qty" > 0),
  "from_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null,
  "to_location_id" integer REFERENCES "storage_locations"("id") ON DELETE set null,
  "note" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE set null,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "stock_location_moves_what" CHECK (
    ("restock_id" IS NOT NULL AND "batch_id" IS NULL AND "bucket" IS NULL)
    OR ("restock_id" IS NULL AND "batch_id" IS NOT NULL AND "bucket" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "stock_location_moves_from" ON "stock_location_moves" ("from_location_id", "at");
--> statement-breakpoint
CREATE INDEX "stock_location_moves_to" ON "stock_location_moves" ("to_location_id", "at");
--> statement-breakpoint
CREATE INDEX "stock_location_moves_restock" ON "stock_location_moves" ("restock_id") WHERE "restock_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_location_moves_batch" ON "stock_location_moves" ("batch_id") WHERE "batch_id" IS NOT NULL;
--> statement-breakpoint
-- Temperature readings, by hand or from a logger's file: one per location and moment (the same reading imported
-- twice is one row).
CREATE TABLE "temperature_readings" (
  "id" serial PRIMARY KEY NOT NULL,
  "location_id" integer NOT NULL REFERENCES "storage_locations"("id") ON DELETE cascade,
  "at" timestamp with time zone NOT NULL,
  "celsius" numeric(5, 1) NOT NULL CHECK ("celsius" BETWEEN -80 AND 80),
  "source" text DEFAULT 'manual' NOT NULL CHECK ("source" IN ('manual', 'import')),
  "note" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "temperature_readings_location_at" ON "temperature_readings" ("location_id", "at");
--> statement-breakpoint
-- A hold on a location: a reading outside its limits, or too long without one. One open hold per location at most.
CREATE TABLE "stock_holds" (
  "id" serial PRIMARY KEY NOT NULL,
  "location_id" integer NOT NULL REFERENCES "storage_locations"("id") ON DELETE cascade,
  "reason" text NOT NULL CHECK ("reason" IN ('limit', 'gap')),
  "reading_id" integer REFERENCES "temperature_readings"("id") ON DELETE set null,
  "celsius" numeric(5, 1),
  "last_reading_at" timestamp with time zone,
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_holds_open_location" ON "stock_holds" ("location_id") WHERE "closed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "stock_holds_location" ON "stock_holds" ("location_id", "opened_at");
--> statement-breakpoint
-- What a hold took: each lot or batch with stock in the location then, and what QC decided for it ("Rilis QC").
CREATE TABLE "stock_hold_items" (
  "id" serial PRIMARY KEY NOT NULL,
  "hold_id" integer NOT NULL REFERENCES "stock_holds"("id") ON DELETE cascade,
  "restock_id" integer REFERENCES "restocks"("id") ON DELETE cascade,
  "batch_id" integer REFERENCES "product_batches"("id") ON DELETE cascade,
  "decision" text CHECK ("decision" IN ('accept', 'discard')),
  "note" text,
  "decided_by" integer REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  CONSTRAINT "stock_hold_items_what" CHECK (("restock_id" IS NULL) <> ("batch_id" IS NULL)),
  CONSTRAINT "stock_hold_items_decided" CHECK (("decision" IS NULL) = ("decided_at" IS NULL) AND ("decision" IS NULL OR "note" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_hold_items_open_restock" ON "stock_hold_items" ("hold_id", "restock_id") WHERE "decision" IS NULL AND "restock_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_hold_items_open_batch" ON "stock_hold_items" ("hold_id", "batch_id") WHERE "decision" IS NULL AND "batch_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_hold_items_hold" ON "stock_hold_items" ("hold_id");
--> statement-breakpoint
CREATE INDEX "stock_hold_items_restock" ON "stock_hold_items" ("restock_id") WHERE "restock_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_hold_items_batch" ON "stock_hold_items" ("batch_id") WHERE "batch_id" IS NOT NULL;
--> statement-breakpoint
-- Held stock, for the dashboard and the release screen.
CREATE INDEX "restocks_held" ON "restocks" ("held_at") WHERE "held_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_batches_held" ON "product_batches" ("held_at") WHERE "held_at" IS NOT NULL;
--> statement-breakpoint
-- When the temperatures are checked (the app suggests a reading then), and how long a location may go without a
-- reading before its stock is held.
ALTER TABLE "business_profile" ADD COLUMN "temperature_check_times" text DEFAULT '08:00,16:00' NOT NULL
  CHECK ("temperature_check_times" ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9]){0,5}$');
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "temperature_gap_hours" integer DEFAULT 12 NOT NULL
  CHECK ("temperature_gap_hours" BETWEEN 1 AND 168);
--> statement-breakpoint
-- "Lokasi Simpan" (/stock-location) under Manajemen Stok after Stok Produk, to every group that holds Stok Produk,
-- with that menu's rights.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Lokasi Simpan', 'Storage Locations', '/stock-location', 'bx-map-pin', 'parent', p."parent_id", p."sort_order" + 2
FROM "menus" p
WHERE p."url" = '/stock-product' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/stock-location')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", n."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" p ON p."id" = gm."menu_id" AND p."url" = '/stock-product'
JOIN "menus" n ON n."url" = '/stock-location'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "Rilis QC" (/stock-location/release), an action of Lokasi Simpan: to the groups that manage authorization groups
-- (Super Admin, Owner).
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Rilis QC', 'QC Release', '/stock-location/release', NULL, 'action', l."id", 10
FROM "menus" l
WHERE l."url" = '/stock-location'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/stock-location/release')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", r."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" a ON a."id" = gm."menu_id" AND a."url" = '/authorizationGroup'
JOIN "menus" r ON r."url" = '/stock-location/release'
ON CONFLICT DO NOTHING;
