CREATE TABLE "compliance_register" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_register_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"month" text NOT NULL,
	"operated_at" timestamp with time zone NOT NULL,
	"usd_equivalent" numeric(14, 2) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"corrects_id" bigint,
	"corrected_by" integer,
	"correction_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_register" ADD CONSTRAINT "compliance_register_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_register" ADD CONSTRAINT "compliance_register_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_register" ADD CONSTRAINT "compliance_register_corrects_id_compliance_register_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."compliance_register"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_register" ADD CONSTRAINT "compliance_register_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_register_order_key" ON "compliance_register" USING btree ("order_id") WHERE "compliance_register"."corrects_id" is null;--> statement-breakpoint
CREATE INDEX "compliance_register_month_idx" ON "compliance_register" USING btree ("month","operated_at","id");--> statement-breakpoint
-- docs/rules/compliance.md#the-register: a register row is never updated or deleted, by the product or by
-- hand; a correction is a new row. Retention (ten years at least) outlives any personal-data erasure.
CREATE FUNCTION "compliance_register_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'compliance_register rows are never updated or deleted (%): add a correction row', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_register_no_update_or_delete" BEFORE UPDATE OR DELETE ON "compliance_register"
  FOR EACH ROW EXECUTE FUNCTION "compliance_register_immutable"();
--> statement-breakpoint
CREATE TRIGGER "compliance_register_no_truncate" BEFORE TRUNCATE ON "compliance_register"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_register_immutable"();
