CREATE TABLE "security_incident_customers" (
	"incident_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "security_incident_customers_incident_id_user_id_pk" PRIMARY KEY("incident_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "security_incident_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_incident_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"incident_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"data_kinds" text NOT NULL,
	"affected" text NOT NULL,
	"affected_count" integer NOT NULL,
	"measures" text NOT NULL,
	"authority_notified_at" timestamp with time zone,
	"people_notified_at" timestamp with time zone,
	"status" text DEFAULT 'abierto' NOT NULL,
	"registered_by" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "security_incidents_status_check" CHECK ("security_incidents"."status" in ('abierto', 'cerrado')),
	CONSTRAINT "security_incidents_detected_check" CHECK ("security_incidents"."detected_at" >= "security_incidents"."occurred_at"),
	CONSTRAINT "security_incidents_count_check" CHECK ("security_incidents"."affected_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "security_incident_customers" ADD CONSTRAINT "security_incident_customers_incident_id_security_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."security_incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_incident_customers" ADD CONSTRAINT "security_incident_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_incident_entries" ADD CONSTRAINT "security_incident_entries_incident_id_security_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."security_incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_incident_entries" ADD CONSTRAINT "security_incident_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_incidents" ADD CONSTRAINT "security_incidents_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_incident_entries_incident_idx" ON "security_incident_entries" USING btree ("incident_id","at","id");--> statement-breakpoint
CREATE INDEX "security_incidents_detected_idx" ON "security_incidents" USING btree ("detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- docs/rules/personal-data.md#incidentes-de-seguridad: an incident is never deleted, and its timeline is the
-- record of what was done and when: never changed or removed, by the product or by hand.
CREATE FUNCTION "security_incident_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security incident entries are never updated or deleted (%): add a new entry', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "security_incident_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "security_incident_entries"
  FOR EACH ROW EXECUTE FUNCTION "security_incident_entries_immutable"();
--> statement-breakpoint
CREATE TRIGGER "security_incident_entries_no_truncate" BEFORE TRUNCATE ON "security_incident_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_incident_entries_immutable"();
--> statement-breakpoint
CREATE FUNCTION "security_incidents_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security incidents and their customers are never deleted (%)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "security_incidents_no_delete" BEFORE DELETE ON "security_incidents"
  FOR EACH ROW EXECUTE FUNCTION "security_incidents_kept"();
--> statement-breakpoint
CREATE TRIGGER "security_incidents_no_truncate" BEFORE TRUNCATE ON "security_incidents"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_incidents_kept"();
--> statement-breakpoint
CREATE TRIGGER "security_incident_customers_no_delete" BEFORE UPDATE OR DELETE ON "security_incident_customers"
  FOR EACH ROW EXECUTE FUNCTION "security_incidents_kept"();
--> statement-breakpoint
CREATE TRIGGER "security_incident_customers_no_truncate" BEFORE TRUNCATE ON "security_incident_customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_incidents_kept"();
