-- Action menus (menus.level = 'action'): rights of their own on a screen, granted like menus, never in the sidebar.
-- In a database seeded before them they are added under Data Transaksi; on a fresh database there are no menus yet:
-- nothing happens here and the seed adds them. The flags are copied from the group's grant of Data Transaksi (an
-- action only has being granted; Super Admin keeps every flag on every menu).
--
-- "Batalkan Pengiriman" (/transaction/undeliver): to every group that could undo a delivery until now (those with the
-- delete right on /transaction/data), so that nobody loses or gains the power by the upgrade.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Batalkan Pengiriman', '/transaction/undeliver', NULL, 'action', d."id", 20
FROM "menus" d
WHERE d."url" = '/transaction/data'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/transaction/undeliver')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = d."id" AND lower(n."name") = 'batalkan pengiriman')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", u."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" d ON d."id" = gm."menu_id" AND d."url" = '/transaction/data'
JOIN "menus" u ON u."url" = '/transaction/undeliver' AND u."parent_id" = d."id"
WHERE gm."can_delete"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- "Tandai Status Pesanan" (/transaction/status): marking an order paid, packed or delivered, what a cashier does; to
-- every group that has Data Transaksi (the cashier could record orders but not move them on).
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Tandai Status Pesanan', '/transaction/status', NULL, 'action', d."id", 10
FROM "menus" d
WHERE d."url" = '/transaction/data'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/transaction/status')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" = d."id" AND lower(n."name") = 'tandai status pesanan')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", u."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" d ON d."id" = gm."menu_id" AND d."url" = '/transaction/data'
JOIN "menus" u ON u."url" = '/transaction/status' AND u."parent_id" = d."id"
ON CONFLICT DO NOTHING;
