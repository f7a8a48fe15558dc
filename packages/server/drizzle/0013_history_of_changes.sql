DROP INDEX "audit_log_entity";--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user" ON "audit_log" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","at","id");--> statement-breakpoint
-- The log is written, never changed: an UPDATE or DELETE of audit_log is refused whatever runs it (no API operation
-- writes it but `audit()`'s INSERT). TRUNCATE stays possible: a restore replaces every table at once.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- Its screen "Riwayat Perubahan" (/change-history, decision 030) in a database seeded before it: under Pengaturan
-- Aplikasi (the header of Profil Usaha), after its siblings, to Super Admin and Owner. On a fresh database there are
-- no menus yet: nothing happens here and the seed adds and grants it.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Riwayat Perubahan', '/change-history', 'bx-history', 'parent', p."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = p."parent_id")
FROM "menus" p
WHERE p."url" = '/business-profile' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" b WHERE b."url" = '/change-history')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = p."parent_id" AND lower(n."name") = 'riwayat perubahan')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", h."id", true, true, true
FROM "auth_groups" g
JOIN "menus" h ON h."url" = '/change-history'
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", h."parent_id", true, true, true
FROM "auth_groups" g
JOIN "menus" h ON h."url" = '/change-history' AND h."parent_id" IS NOT NULL
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
