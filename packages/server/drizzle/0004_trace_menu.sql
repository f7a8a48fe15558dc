-- The recall trace screen (/report/trace) in a database seeded before it existed: under the parent of the expense
-- report, after its siblings, granted with the same rights to every group that has the sales report (/report).
-- On a fresh database there are no menus yet: nothing happens here and the seed adds it.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Telusur Lot', '/report/trace', 'bx-git-branch', 'submenu', e."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = e."parent_id")
FROM "menus" e
WHERE e."url" = '/report/expenses' AND e."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" t WHERE t."url" = '/report/trace')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = e."parent_id" AND lower(n."name") = 'telusur lot')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", t."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" r ON r."id" = gm."menu_id" AND r."url" = '/report'
JOIN "menus" t ON t."url" = '/report/trace'
ON CONFLICT DO NOTHING;
