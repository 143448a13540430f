-- Decision 204: how many users each role has, kept in the writer's transaction, so the unfiltered Clientes
-- list reads its total in one row instead of counting every customer's index entry. Inserts and deletes are
-- counted per statement; a change of role (rare) per row, and only when the role does change.
CREATE TABLE "user_role_counts" (
	"role_id" smallint PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "user_role_counts" ("role_id", "users") SELECT "role_id", count(*) FROM "users" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "user_role_counts_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_role_counts" AS t ("role_id", "users")
    SELECT "role_id", count(*) FROM new_rows GROUP BY 1
    ON CONFLICT ("role_id") DO UPDATE SET "users" = t."users" + excluded."users";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_role_counts" AS t ("role_id", "users")
    SELECT "role_id", -count(*) FROM old_rows GROUP BY 1
    ON CONFLICT ("role_id") DO UPDATE SET "users" = t."users" + excluded."users";
  ELSE
    INSERT INTO "user_role_counts" AS t ("role_id", "users") VALUES (OLD."role_id", -1), (NEW."role_id", 1)
    ON CONFLICT ("role_id") DO UPDATE SET "users" = t."users" + excluded."users";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "users_role_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "users_role_counts_role" AFTER UPDATE OF "role_id" ON "users"
  FOR EACH ROW WHEN (OLD."role_id" IS DISTINCT FROM NEW."role_id") EXECUTE FUNCTION "user_role_counts_kept"();
