CREATE TABLE "approval_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"module" text NOT NULL,
	"summary" text NOT NULL,
	"amount" numeric(14, 2),
	"currency" text,
	"cambix_account_id" integer,
	"entry_id" bigint,
	"payload" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_cambix_account_id_cambix_accounts_id_fk" FOREIGN KEY ("cambix_account_id") REFERENCES "public"."cambix_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_pending_idx" ON "approval_requests" USING btree ("created_at") WHERE "approval_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_entry_key" ON "approval_requests" USING btree ("entry_id") WHERE "approval_requests"."state" = 'pending' and "approval_requests"."entry_id" is not null;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_actor_idx" ON "ledger_entries" USING btree ("actor_id","created_at") WHERE "ledger_entries"."direction" = 'egreso' and "ledger_entries"."approved_by" is null;