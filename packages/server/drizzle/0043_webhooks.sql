-- Webhooks (issue 41, decision 065): other systems subscribe an address to Pawon's events. Events are written to an
-- outbox (webhook_events) in the same transaction as the change that makes them, with one delivery per subscribed
-- webhook (webhook_deliveries); every server process claims due deliveries (FOR UPDATE SKIP LOCKED) and sends them.
CREATE TABLE "webhooks" (
  "id" serial PRIMARY KEY NOT NULL,
  "url" text NOT NULL,
  "description" text,
  "events" text[] NOT NULL,
  -- `whsec_` + base64 of 32 random bytes: HMAC needs the secret itself (not a hash); kept in backups like the rest.
  "secret" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  -- Set by Pawon when every attempt failed for 3 days (with `active` false); cleared when a person turns it on.
  "disabled_at" timestamp with time zone,
  "disabled_reason" text,
  -- The first failed attempt since the last delivered one.
  "failing_since" timestamp with time zone,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhooks_created" ON "webhooks" ("created_at", "id");
--> statement-breakpoint
-- The outbox: one row per event, whoever receives it. `public_id` is the Standard Webhooks `webhook-id` (`msg_…`);
-- `ordering_key` (`order:123`) orders the deliveries of one record to one webhook.
CREATE TABLE "webhook_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "public_id" text NOT NULL,
  "type" text NOT NULL,
  "ordering_key" text NOT NULL,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_public_id" ON "webhook_events" ("public_id");
--> statement-breakpoint
-- One event to one webhook. `pending` (not attempted, or queued again), `delivered`, `failed` (retry at
-- next_attempt_at), `abandoned`. `ordering_key` is copied from the event so the claim's "nothing earlier of this key
-- still open" reads this table's index alone.
CREATE TABLE "webhook_deliveries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "event_id" bigint NOT NULL REFERENCES "webhook_events"("id") ON DELETE CASCADE,
  "webhook_id" integer NOT NULL REFERENCES "webhooks"("id") ON DELETE CASCADE,
  "ordering_key" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now(),
  "last_attempt_at" timestamp with time zone,
  "response_code" integer,
  "response_body" text,
  "error" text,
  "duration_ms" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_deliveries_status" CHECK ("status" in ('pending', 'delivered', 'failed', 'abandoned'))
);
--> statement-breakpoint
-- What the claim reads: the open deliveries, due first.
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at", "id") WHERE "status" in ('pending', 'failed');
--> statement-breakpoint
-- Whether an earlier delivery of the same key to the same webhook is still open (order per record).
CREATE INDEX "webhook_deliveries_key_open" ON "webhook_deliveries" ("webhook_id", "ordering_key", "id") WHERE "status" in ('pending', 'failed');
--> statement-breakpoint
-- A webhook's deliveries, newest first (the screen), and its last one.
CREATE INDEX "webhook_deliveries_webhook" ON "webhook_deliveries" ("webhook_id", "id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event" ON "webhook_deliveries" ("event_id");
--> statement-breakpoint
-- "Below minimum" is sent once per crossing: the materials and products below their minimum when it was last sent.
CREATE TABLE "webhook_stock_alerts" (
  "kind" text NOT NULL,
  "item_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_stock_alerts_pk" PRIMARY KEY ("kind", "item_id")
);
--> statement-breakpoint
-- "Expiring" is sent once per lot: the lots it was sent for.
CREATE TABLE "webhook_lot_alerts" (
  "restock_id" integer PRIMARY KEY NOT NULL REFERENCES "restocks"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- "Webhook" (/webhook) under Pengaturan Aplikasi beside Token Integrasi, to Super Admin and Owner (as 0042). On a
-- fresh database there are no menus yet: the seed adds and grants it.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Webhook', 'Webhooks', '/webhook', 'bx-broadcast', 'parent', p."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = p."parent_id")
FROM "menus" p
WHERE p."url" = '/integration-token' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" b WHERE b."url" = '/webhook')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", t."id", true, true, true
FROM "auth_groups" g
JOIN "menus" t ON t."url" = '/webhook'
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
