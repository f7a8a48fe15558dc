-- "Stok berisiko" (report/stockAtRisk, decision 052): batches and lots that their last 28 days of use will not empty
-- before they expire. (0034 is taken by another branch; this one does not depend on it.)
--
-- The 28 days of use per product and per material, from the indexes alone: the ledger's sales and their give-backs,
-- and the usages that are demand (production, orders, by hand; not counts or waste).
CREATE INDEX IF NOT EXISTS "product_ledger_use_date" ON "product_ledger" ("date") INCLUDE ("product_id", "qty")
  WHERE "reason" IN ('sale', 'return');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usages_use_date" ON "usages" ("date") INCLUDE ("material_id", "qty")
  WHERE "reason" IN ('production', 'order', 'manual');--> statement-breakpoint
-- The menu, last under the reports' parent (its place from the siblings, never a fixed number), to the groups that see
-- the stock valuation (Nilai Persediaan): it shows the same costs. A fresh database gets it from the seed.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Stok Berisiko', 'Stock at Risk', '/report/stock-at-risk', 'bx-calendar-exclamation', 'submenu', s."parent_id",
  (SELECT coalesce(max(n."sort_order"), 0) + 1 FROM "menus" n WHERE n."parent_id" IS NOT DISTINCT FROM s."parent_id")
FROM "menus" s
WHERE s."url" = '/report/valuation'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/report/stock-at-risk')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" IS NOT DISTINCT FROM s."parent_id"
    AND lower(n."name") = 'stok berisiko')
LIMIT 1;--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", r."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" s ON s."id" = gm."menu_id" AND s."url" = '/report/valuation'
JOIN "menus" r ON r."url" = '/report/stock-at-risk'
ON CONFLICT DO NOTHING;
