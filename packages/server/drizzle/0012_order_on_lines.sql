-- The order of each line, for the order list's product filter (docs/decisions/028-product-filter-stock-table-and-order-writes.md).
--
-- "Orders holding product P" joined P's lines to their packs: the planner hashed all 1.2M packs at 1M orders (4.5 s for
-- a product in 41k orders). A line now carries its pack's order, and `(product_id, transaction_id)` lists a product's
-- orders from the index alone. The copy cannot drift: the line refers to its pack by (pack, order), so an order id
-- other than its pack's is refused by the foreign key. The index replaces `transaction_lines_product` (same leading
-- column, same entry size: an int pair pads to what one int did), which also serves the product's "in use" checks.
-- The copy and the index read every line once (≈ 1 min at 1M orders on 2 busy cores): longer than the server's
-- statement timeout (PAWON_DB_QUERY_TIMEOUT_MS, 15 s), which would stop the first start after the upgrade. The
-- migrations run in one transaction: this lifts the limit for them only.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD COLUMN "transaction_id" integer;
--> statement-breakpoint
UPDATE "transaction_lines" tl SET "transaction_id" = tp."transaction_id" FROM "transaction_packs" tp WHERE tp."id" = tl."pack_id";
--> statement-breakpoint
ALTER TABLE "transaction_lines" ALTER COLUMN "transaction_id" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_packs_id_transaction" ON "transaction_packs" USING btree ("id","transaction_id");
--> statement-breakpoint
ALTER TABLE "transaction_lines" DROP CONSTRAINT "transaction_lines_pack_id_transaction_packs_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_pack_order_fk" FOREIGN KEY ("pack_id","transaction_id") REFERENCES "public"."transaction_packs"("id","transaction_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "transaction_lines_product_order" ON "transaction_lines" USING btree ("product_id","transaction_id");
--> statement-breakpoint
DROP INDEX "transaction_lines_product";
