-- Webhooks (decision 065): "expiring" is sent once per product batch too (material lots: webhook_lot_alerts, 0043).
CREATE TABLE "webhook_batch_alerts" (
  "batch_id" integer PRIMARY KEY NOT NULL REFERENCES "product_batches"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
