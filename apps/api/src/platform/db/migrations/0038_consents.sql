CREATE TABLE "consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" smallint NOT NULL,
	"accepted" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_document_idx" ON "consents" USING btree ("user_id","document","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- docs/rules/personal-data.md#consentimientos: a consent record is the proof of consent (Ley 29733); it is
-- never changed or removed, by the product or by hand. A withdrawal is a new row.
CREATE FUNCTION "consents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents rows are never updated or deleted (%): add a new row', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consents_no_update_or_delete" BEFORE UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION "consents_immutable"();
--> statement-breakpoint
CREATE TRIGGER "consents_no_truncate" BEFORE TRUNCATE ON "consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "consents_immutable"();
--> statement-breakpoint
-- What registration kept until now (decision 167): the terms accepted, and the data policy, which named the
-- document photos and the selfie, at sign-up. Version 1 of each, at the account's creation; no address or
-- browser was kept. Marketing was never asked, so nobody has it.
INSERT INTO "consents" ("user_id", "document", "version", "accepted", "at")
SELECT "id", 'terminos', 1, true, "created_at" FROM "users"
  WHERE "role_id" = 2 AND "terms_accepted_at" IS NOT NULL
UNION ALL
SELECT "id", 'privacidad', 1, true, "created_at" FROM "users"
  WHERE "role_id" = 2 AND "data_consent_at" IS NOT NULL
UNION ALL
SELECT "id", 'datos-sensibles', 1, true, "created_at" FROM "users"
  WHERE "role_id" = 2 AND "data_consent_at" IS NOT NULL
ORDER BY 1, 2;
