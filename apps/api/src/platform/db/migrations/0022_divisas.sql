CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"buy" jsonb NOT NULL,
	"sell" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "send_currency" text DEFAULT 'PEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'saldo' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "usd_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "spread" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pen_equivalent" numeric(14, 2);--> statement-breakpoint
-- Every order made before divisas was in soles: its equivalent is what it sent.
UPDATE "orders" SET "pen_equivalent" = "send_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pen_equivalent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "funds_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "funds_origin_detail" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "declaration_signature" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "declaration_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_published_idx" ON "exchange_rates" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rate_id_exchange_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_declaration_idx" ON "orders" USING btree ("declaration_signed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."declaration_signed_at" is not null;