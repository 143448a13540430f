CREATE TABLE "requoted_rate_locks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requoted_rate_locks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"requoted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requoted_rate_locks" ADD CONSTRAINT "requoted_rate_locks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requoted_rate_locks_order_idx" ON "requoted_rate_locks" USING btree ("order_id","locked_until");--> statement-breakpoint
-- Ajustes › Divisas gains the rate-lock gaming rule (docs/rules/exchange.md#indicative-quotes): a section stored before it takes the defaults, its own values kept.
UPDATE "settings" SET "value" = '{"lapsedLocksLimit": 3, "lapsedLocksWindowDays": 7}'::jsonb || "value" WHERE "key" = 'divisas';
