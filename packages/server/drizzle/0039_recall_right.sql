-- Recalls (issue 40, docs/decisions/055-recall-and-blocked-stock.md): the action right "Tarik Produk"
-- (/stock-product/recall) under Stok Produk, in a database seeded before it. It recalls a product batch or a material
-- lot (migration 0037's recalled_at/recall_reason/recalled_by) and answers the customers who received it. Granted, with
-- their rights, to the groups that may release a credit hold (an owner's decision, as that one is: Super Admin, Owner).
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Tarik Produk', 'Recall Stock', '/stock-product/recall', NULL, 'action', s."id", 10
FROM "menus" s
WHERE s."url" = '/stock-product'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/stock-product/recall')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", r."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" h ON h."id" = gm."menu_id" AND h."url" = '/transaction/release-hold'
JOIN "menus" r ON r."url" = '/stock-product/recall'
ON CONFLICT DO NOTHING;
