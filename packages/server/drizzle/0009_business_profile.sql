-- The business profile ("Profil usaha", issue 16): one row (id 1) that heads every invoice, receipt and export. The
-- seed data names no company address or phone, so the row starts with the app's own name and a thank-you footer;
-- the owner fills in the rest. `logo` is a stored image file name (uploads/business, like category images).
CREATE TABLE "business_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"logo" text,
	"payment_info" text,
	"invoice_footer" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profile_single" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "business_profile" ("id", "name", "invoice_footer")
VALUES (1, 'Pawon', 'Terima kasih atas pesanan Anda.')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Its screen (/business-profile) in a database seeded before it: under Pengaturan Aplikasi (the header of Position
-- Management), after its siblings, with every right to Super Admin and Owner. On a fresh database there are no menus
-- yet: nothing happens here and the seed adds and grants it.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Profil Usaha', '/business-profile', 'bx-store-alt', 'parent', p."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = p."parent_id")
FROM "menus" p
WHERE p."url" = '/position-management' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" b WHERE b."url" = '/business-profile')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = p."parent_id" AND lower(n."name") = 'profil usaha')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", b."id", true, true, true
FROM "auth_groups" g
JOIN "menus" b ON b."url" = '/business-profile'
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Its header is granted to them already when they hold Position Management; a group granted the menu without its
-- header would not see it in the tree.
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", b."parent_id", true, true, true
FROM "auth_groups" g
JOIN "menus" b ON b."url" = '/business-profile' AND b."parent_id" IS NOT NULL
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- When an order was delivered (the invoice shows the date and time): set whenever an order becomes delivered, by
-- whatever write does it (an update, "Tandai Status Pesanan", a bulk action), cleared when it goes back to pending
-- ("Batalkan Pengiriman"). A trigger, so that no write path can forget it. A write that sets it itself (the demo
-- seed, which delivers orders in the past) keeps its value.
ALTER TABLE "transactions" ADD COLUMN "delivered_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION transactions_delivered_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."delivery" <> 'delivered' THEN
    NEW."delivered_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."delivered_at" := coalesce(NEW."delivered_at", now());
  ELSIF OLD."delivery" <> 'delivered' AND NEW."delivered_at" IS NOT DISTINCT FROM OLD."delivered_at" THEN
    NEW."delivered_at" := now();
  ELSIF NEW."delivered_at" IS NULL THEN
    NEW."delivered_at" := coalesce(OLD."delivered_at", now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_delivered_at" BEFORE INSERT OR UPDATE OF "delivery", "delivered_at" ON "transactions"
FOR EACH ROW EXECUTE FUNCTION transactions_delivered_at();
--> statement-breakpoint
-- Orders delivered before this migration: the time of the write that delivered them, from the audit log; else the
-- planned delivery date and time (noon without a time) in the company zone, else the last change.
UPDATE "transactions" t SET "delivered_at" = coalesce(
  (SELECT max(a."at") FROM "audit_log" a
   WHERE a."entity" = 'transaction' AND a."entity_id" = t."id" AND a."after"->>'delivery' = 'delivered'
     AND (a."before" IS NULL OR a."before"->>'delivery' IS DISTINCT FROM 'delivered')),
  CASE WHEN t."delivery_date" IS NOT NULL
       THEN (t."delivery_date" + coalesce(t."delivery_time", time '12:00')) AT TIME ZONE 'Asia/Jakarta' END,
  t."updated_at")
WHERE t."delivery" = 'delivered';
