-- Stock valuation at a date, "Nilai Persediaan" (issue 20, docs/decisions/040-stock-valuation.md).
--
-- What products and materials were on hand at the end of a past day and what they were worth. Products: per batch,
-- the stock ledger's moves on one side of the day (before it, or after it subtracted from today's stock, whichever
-- holds fewer rows), × the batch's unit cost. Materials: the lots dated on or before the day less the usages dated on
-- or before it, at their recorded values. Each of the three date indexes carries what those sums read, so each is
-- one index-only range scan (at 1M orders: millions of ledger rows and usages).
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
CREATE INDEX "product_ledger_date" ON "product_ledger" USING btree ("date") INCLUDE ("batch_id", "bucket", "qty");
--> statement-breakpoint
DROP INDEX IF EXISTS "usages_date";
--> statement-breakpoint
CREATE INDEX "usages_date" ON "usages" USING btree ("date") INCLUDE ("material_id", "qty", "value");
--> statement-breakpoint
DROP INDEX IF EXISTS "restocks_date";
--> statement-breakpoint
CREATE INDEX "restocks_date" ON "restocks" USING btree ("date") INCLUDE ("material_id", "qty", "unit_price");
--> statement-breakpoint
-- "Nilai Persediaan" (/report/valuation) beside the other reports, to the groups that see the gross margin report (it
-- shows the same costs). A fresh database gets it from the seed.
INSERT INTO "menus" ("name", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Nilai Persediaan', '/report/valuation', 'bx-calculator', 'submenu', s."parent_id", s."sort_order" + 1
FROM "menus" s
WHERE s."url" = '/report/margin'
  AND NOT EXISTS (SELECT 1 FROM "menus" u WHERE u."url" = '/report/valuation')
  AND NOT EXISTS (SELECT 1 FROM "menus" n WHERE n."parent_id" IS NOT DISTINCT FROM s."parent_id"
    AND lower(n."name") = 'nilai persediaan')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT gm."group_id", c."id", gm."can_create", gm."can_update", gm."can_delete"
FROM "group_menus" gm
JOIN "menus" s ON s."id" = gm."menu_id" AND s."url" = '/report/margin'
JOIN "menus" c ON c."url" = '/report/valuation'
ON CONFLICT DO NOTHING;
