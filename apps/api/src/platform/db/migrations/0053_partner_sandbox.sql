CREATE TABLE "partner_sandbox_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_sandbox_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" smallint NOT NULL,
	"document_number" text NOT NULL,
	"idempotency_key" text,
	"idempotency_fingerprint" text,
	"answer" jsonb NOT NULL,
	"first_answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_webhook_events" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_sandbox_orders" ADD CONSTRAINT "partner_sandbox_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sandbox_orders" ADD CONSTRAINT "partner_sandbox_orders_key_id_partner_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sandbox_orders_code_idx" ON "partner_sandbox_orders" USING btree ("partner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sandbox_orders_key_idx" ON "partner_sandbox_orders" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "partner_sandbox_orders_list_idx" ON "partner_sandbox_orders" USING btree ("partner_id","created_at","id");