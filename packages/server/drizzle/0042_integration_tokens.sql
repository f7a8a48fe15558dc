-- Integration tokens (issue 41, "Token Integrasi"): a named bearer token for another system, with scopes (menus and
-- rights its creator held when it was made, and still must hold), an optional last day and address ranges. Only the
-- token's sha256 is kept, with its first characters to tell tokens apart. Never deleted: revoked (the audit rows that
-- name a token keep naming it).
CREATE TABLE "integration_tokens" (
  "id" serial PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "token_hash" text NOT NULL,
  "prefix" text NOT NULL,
  -- [{ "menuId", "create", "update", "delete" }]: view is implied, as in group_menus.
  "scopes" jsonb NOT NULL,
  "ip_ranges" text[] DEFAULT '{}' NOT NULL,
  -- The last day it works (through its end in the business time zone); null: no end.
  "expires_on" date,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  -- The rate limit's window (the minute it counts in) and its count: shared by every server process.
  "window_start" timestamp with time zone DEFAULT now() NOT NULL,
  "window_count" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "integration_tokens_scopes" CHECK (jsonb_typeof("scopes") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_token_hash" ON "integration_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "integration_tokens_created" ON "integration_tokens" ("created_at", "id");
--> statement-breakpoint
-- A write made with a token: its audit row names the token besides its creator (user_id). No foreign key: the log is
-- append-only and tokens are never deleted.
ALTER TABLE "audit_log" ADD COLUMN "token_id" integer;
--> statement-breakpoint
-- "Token Integrasi" (/integration-token) under Pengaturan Aplikasi, after its siblings, to Super Admin and Owner, as
-- "Riwayat Perubahan" in migration 0013. On a fresh database there are no menus yet: the seed adds and grants it.
INSERT INTO "menus" ("name", "name_en", "url", "icon", "level", "parent_id", "sort_order")
SELECT 'Token Integrasi', 'Integration Tokens', '/integration-token', 'bx-key', 'parent', p."parent_id",
       (SELECT coalesce(max(s."sort_order"), 0) + 10 FROM "menus" s WHERE s."parent_id" = p."parent_id")
FROM "menus" p
WHERE p."url" = '/business-profile' AND p."parent_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "menus" b WHERE b."url" = '/integration-token')
LIMIT 1;
--> statement-breakpoint
INSERT INTO "group_menus" ("group_id", "menu_id", "can_create", "can_update", "can_delete")
SELECT g."id", t."id", true, true, true
FROM "auth_groups" g
JOIN "menus" t ON t."url" = '/integration-token'
WHERE g."name" IN ('Super Admin', 'Owner')
ON CONFLICT DO NOTHING;
