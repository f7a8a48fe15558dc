-- Callers cached per process (issue 42, decision 066). What a signed-in caller is (the user's name, email and active
-- flag, their groups, the groups' menus and rights, the menus themselves) is read once per process and kept until this
-- mark moves. Every change to those tables moves it in the change's own transaction, and every request reads it with
-- its session, so a right taken away or a user switched off is seen by every process on its next request. A new random
-- value each time (not a counter): a restored backup can never bring back a value a process has already seen for other
-- rows.
CREATE TABLE "auth_epoch" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "mark" uuid NOT NULL DEFAULT gen_random_uuid()
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id") VALUES (true);
--> statement-breakpoint
CREATE FUNCTION "move_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET mark = gen_random_uuid();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_epoch" AFTER INSERT OR DELETE OR UPDATE OF "name", "email", "active" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION move_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER "users_auth_epoch_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION move_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER "group_users_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_users"
  FOR EACH STATEMENT EXECUTE FUNCTION move_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER "group_menus_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_menus"
  FOR EACH STATEMENT EXECUTE FUNCTION move_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER "menus_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
  FOR EACH STATEMENT EXECUTE FUNCTION move_auth_epoch();
