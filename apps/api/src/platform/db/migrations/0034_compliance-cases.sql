CREATE TABLE "compliance_case_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_case_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"alert_id" integer,
	"order_id" bigint,
	"storage_key" text,
	"mime_type" text,
	"file_name" text,
	"byte_size" integer,
	"text" text,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'abierto' NOT NULL,
	"narrative" text DEFAULT '' NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"archive_reason" text,
	"ros_sent_on" date,
	"uif_reference" text,
	"ros_content" jsonb
);
--> statement-breakpoint
ALTER TABLE "compliance_case_items" ADD CONSTRAINT "compliance_case_items_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_items" ADD CONSTRAINT "compliance_case_items_alert_id_compliance_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."compliance_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_items" ADD CONSTRAINT "compliance_case_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_items" ADD CONSTRAINT "compliance_case_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_case_items_case_idx" ON "compliance_case_items" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_case_items_alert_key" ON "compliance_case_items" USING btree ("alert_id") WHERE "compliance_case_items"."alert_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_case_items_order_key" ON "compliance_case_items" USING btree ("case_id","order_id") WHERE "compliance_case_items"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "compliance_cases_status_idx" ON "compliance_cases" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "compliance_cases_user_idx" ON "compliance_cases" USING btree ("user_id");--> statement-breakpoint
-- docs/rules/compliance.md#cases: what a case collected is never edited or removed, by the product or by
-- hand; a case itself is never deleted (its status and narrative change while it is open).
CREATE FUNCTION "compliance_case_items_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'compliance case rows are never removed, and items never edited (%)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_case_items_no_update_or_delete" BEFORE UPDATE OR DELETE ON "compliance_case_items"
  FOR EACH ROW EXECUTE FUNCTION "compliance_case_items_append_only"();
--> statement-breakpoint
CREATE TRIGGER "compliance_case_items_no_truncate" BEFORE TRUNCATE ON "compliance_case_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_case_items_append_only"();
--> statement-breakpoint
CREATE TRIGGER "compliance_cases_no_delete" BEFORE DELETE ON "compliance_cases"
  FOR EACH ROW EXECUTE FUNCTION "compliance_case_items_append_only"();
--> statement-breakpoint
CREATE TRIGGER "compliance_cases_no_truncate" BEFORE TRUNCATE ON "compliance_cases"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_case_items_append_only"();
