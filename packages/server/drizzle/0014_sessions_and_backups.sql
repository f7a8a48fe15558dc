-- Sessions a user sees and ends (issue 19): an opaque id to name one by (never its token or hash), and the address
-- and user agent it signed in from. Sessions opened before this have neither: they show as an unknown device.
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id" ON "sessions" USING btree ("public_id");--> statement-breakpoint
-- The screen "Cadangan Data" (/backup, decision 031) in a database seeded before it: under Pengaturan Aplikasi (the
-- header of Profil Usaha), after its siblings, to Super Admin only (a backup holds every record and a restore replaces
-- them all). On a fresh database there are no menus yet: nothing happens here and the seed adds and grants it.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Cadangan Data', '/backup', 'bx-data', 'parent', p."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = p."parent_id")
FROM "menus" p
WHERE p."url" = '/business-profile' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" b WHERE b."url" = '/backup')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = p."parent_id" AND lower(n."name") = 'cadangan data')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", b."id", true, true, true
FROM "auth_groups" g
JOIN "menus" b ON b."url" = '/backup'
WHERE g."name" = 'Super Admin'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", b."parent_id", true, true, true
FROM "auth_groups" g
JOIN "menus" b ON b."url" = '/backup' AND b."parent_id" IS NOT NULL
WHERE g."name" = 'Super Admin'
ON CONFLICT DO NOTHING;
