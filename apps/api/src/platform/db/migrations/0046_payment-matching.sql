CREATE TABLE "payment_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cambix_account_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"reconciliation_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"line_date" date NOT NULL,
	"description" text NOT NULL,
	"operation_number" text,
	"payer_account" text,
	"amount" numeric(14, 2) NOT NULL,
	"state" text NOT NULL,
	"rule" text,
	"reason" text,
	"candidate_order_ids" jsonb NOT NULL,
	"order_id" bigint,
	"dismiss_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payment_matches" ADD CONSTRAINT "payment_matches_cambix_account_id_cambix_accounts_id_fk" FOREIGN KEY ("cambix_account_id") REFERENCES "public"."cambix_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_matches" ADD CONSTRAINT "payment_matches_reconciliation_id_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."reconciliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_matches" ADD CONSTRAINT "payment_matches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_matches" ADD CONSTRAINT "payment_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_matches" ADD CONSTRAINT "payment_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_matches_line_unique" ON "payment_matches" USING btree ("cambix_account_id","line_key");--> statement-breakpoint
CREATE INDEX "payment_matches_state_idx" ON "payment_matches" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_matches_queued_idx" ON "payment_matches" USING btree ("created_at") WHERE "payment_matches"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_open" ON "orders" USING btree ("payment_reference") WHERE "orders"."payment_reference" is not null and "orders"."status" in (0, 1, 3, 4);