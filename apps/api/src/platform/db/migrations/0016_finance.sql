CREATE TABLE "manual_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manual_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"state" text NOT NULL,
	"cambix_account_id" integer NOT NULL,
	"to_account_id" integer,
	"concept" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"operated_on" date NOT NULL,
	"note" text,
	"operation_number" text,
	"attachment_key" text,
	"attachment_mime" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cambix_account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"line_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"bank_only_count" integer NOT NULL,
	"ledger_only_count" integer NOT NULL,
	"statement_net" numeric(14, 2) NOT NULL,
	"ledger_net" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"window_days" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"bank_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "operated_on" date;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "operation_number" text;--> statement-breakpoint
-- Rows written before: their running balance in the order they were recorded, their Lima day, and the
-- operation number their order or settlement carries.
UPDATE "ledger_entries" AS e SET "balance_after" = r."running", "operated_on" = (e."created_at" AT TIME ZONE 'America/Lima')::date
FROM (
  SELECT "id", sum(CASE WHEN "direction" = 'ingreso' THEN "amount" ELSE -"amount" END)
    OVER (PARTITION BY "cambix_account_id" ORDER BY "id") AS "running"
  FROM "ledger_entries"
) AS r
WHERE r."id" = e."id";--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "operation_number" = o."incoming_operation_number"
FROM "orders" AS o WHERE o."id" = e."order_id" AND e."kind" = 'payment';--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "operation_number" = o."payout_operation_number"
FROM "orders" AS o WHERE o."id" = e."order_id" AND e."kind" = 'payout';--> statement-breakpoint
UPDATE "ledger_entries" AS e SET "operation_number" = s."operation_number"
FROM "partner_settlements" AS s WHERE s."ledger_entry_id" = e."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "operated_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "movement_id" integer;--> statement-breakpoint
ALTER TABLE "manual_movements" ADD CONSTRAINT "manual_movements_cambix_account_id_cambix_accounts_id_fk" FOREIGN KEY ("cambix_account_id") REFERENCES "public"."cambix_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_movements" ADD CONSTRAINT "manual_movements_to_account_id_cambix_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."cambix_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_movements" ADD CONSTRAINT "manual_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_movements" ADD CONSTRAINT "manual_movements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_cambix_account_id_cambix_accounts_id_fk" FOREIGN KEY ("cambix_account_id") REFERENCES "public"."cambix_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_movements_created_idx" ON "manual_movements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manual_movements_pending_idx" ON "manual_movements" USING btree ("created_at") WHERE "manual_movements"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "reconciliations_account_idx" ON "reconciliations" USING btree ("cambix_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_movement_id_manual_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."manual_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_idx" ON "ledger_entries" USING btree ("cambix_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_operated_idx" ON "ledger_entries" USING btree ("operated_on","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_key" ON "ledger_entries" USING btree ("reverses_id") WHERE "ledger_entries"."reverses_id" is not null;