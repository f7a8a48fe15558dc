-- The halal register (issue 40, docs/decisions/057-halal-register.md): every raw material's halal certificate (SJPH),
-- the override a production run needs when one of its materials has none valid on the run's date, and two menus.
--
-- A raw material is `certified` (number, issuer, expiry; the certificate's file, PDF/JPG/PNG checked by content, in
-- uploads/halal), `notNeeded` (water, salt: with the reason), or null (nothing known yet: a run taking it needs the
-- override). Packaging carries none: it goes into no product.
ALTER TABLE "materials" ADD COLUMN "halal_status" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_number" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_issuer" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_issuer_name" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_expiry" date;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_file" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "halal_reason" text;
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_halal" CHECK (
  ("halal_status" IS NULL AND "halal_number" IS NULL AND "halal_issuer" IS NULL AND "halal_issuer_name" IS NULL
    AND "halal_expiry" IS NULL AND "halal_file" IS NULL AND "halal_reason" IS NULL)
  OR ("halal_status" = 'certified' AND "kind" = 'raw' AND "halal_number" IS NOT NULL AND "halal_expiry" IS NOT NULL
    AND "halal_issuer" IN ('BPJPH', 'LPPOM', 'other') AND ("halal_issuer" = 'other') = ("halal_issuer_name" IS NOT NULL)
    AND "halal_reason" IS NULL)
  OR ("halal_status" = 'notNeeded' AND "kind" = 'raw' AND "halal_reason" IS NOT NULL AND "halal_number" IS NULL
    AND "halal_issuer" IS NULL AND "halal_issuer_name" IS NULL AND "halal_expiry" IS NULL AND "halal_file" IS NULL)
);
--> statement-breakpoint
-- The dashboard's warning and the register's filter: certificates by expiry.
CREATE INDEX "materials_halal_expiry" ON "materials" ("halal_expiry", "id") WHERE "halal_status" = 'certified';
--> statement-breakpoint
-- The rule of runs holds for a business that holds a halal certificate (SJPH) and says so in its profile: off for a
-- business that does not (and for every database until its owner turns it on).
ALTER TABLE "business_profile" ADD COLUMN "halal_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A run recorded although a material it took had no valid certificate on its date: who allowed it, when, why, and
-- which materials (id, name, problem: missing or expired, the expiry then), as they stood. Null: none was needed.
ALTER TABLE "production_runs" ADD COLUMN "halal_override" jsonb;
--> statement-breakpoint
ALTER TABLE "production_runs" ADD CONSTRAINT "production_runs_halal_override"
  CHECK ("halal_override" IS NULL OR jsonb_typeof("halal_override") = 'object');
--> statement-breakpoint
-- "Override Halal" (/produksi/override-halal), an action of Produksi: to the groups that may undo a delivery (an
-- owner's correction), as "Lepas Tahanan Kredit" in migration 0025.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Override Halal', 'Halal Override', '/produksi/override-halal', NULL, 'action', p."id", 40
FROM "menus" p
WHERE p."url" = '/produksi'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/produksi/override-halal')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", o."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" u ON u."id" = gm."menu_id" AND u."url" = '/transaction/undeliver'
JOIN "menus" o ON o."url" = '/produksi/override-halal'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "Register Halal" (/report/halal) after the other reports, to the groups that see the sales report.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Register Halal', 'Halal Register', '/report/halal', 'bx-badge-check', 'submenu', s."parent_id",
  (SELECT max(x."sort_order") FROM "menus" x WHERE x."parent_id" = s."parent_id") + 1
FROM "menus" s
WHERE s."url" = '/report' AND s."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/report/halal')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", h."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" s ON s."id" = gm."menu_id" AND s."url" = '/report'
JOIN "menus" h ON h."url" = '/report/halal'
ON CONFLICT DO NOTHING;
