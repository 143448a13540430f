CREATE TABLE "partner_webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "partner_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"type" text NOT NULL,
	"order_id" bigint,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "endpoint_id" integer;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "response_status" smallint;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "partner_webhook_endpoints" ADD CONSTRAINT "partner_webhook_endpoints_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_endpoints" ADD CONSTRAINT "partner_webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_endpoints" ADD CONSTRAINT "partner_webhook_endpoints_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_events" ADD CONSTRAINT "partner_webhook_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_events" ADD CONSTRAINT "partner_webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_webhook_endpoints_partner_idx" ON "partner_webhook_endpoints" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_webhook_events_partner_idx" ON "partner_webhook_events" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_endpoint_id_partner_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."partner_webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_event_id_partner_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."partner_webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_endpoint_idx" ON "partner_webhook_deliveries" USING btree ("endpoint_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- Each partner's one webhook becomes its first endpoint, for every event. Its key stays; the secret is written
-- in standard base64, as Standard Webhooks reads it.
INSERT INTO "partner_webhook_endpoints" ("partner_id", "url", "events", "secret", "created_at", "updated_at")
SELECT "id", "webhook_url", ARRAY['order.created', 'order.finalized', 'order.paid', 'order.observed', 'order.corrected', 'order.paid_out', 'order.expired', 'order.cancelled', 'share.settled'], 'whsec_' || translate(substr("webhook_secret", 7), '-_', '+/') || '=', "updated_at", "updated_at"
FROM "partners" WHERE "webhook_url" IS NOT NULL AND "webhook_secret" IS NOT NULL;--> statement-breakpoint
-- Each earlier delivery becomes an event of its own, its body as it was posted, on its partner's endpoint.
INSERT INTO "partner_webhook_events" ("id", "partner_id", "type", "order_id", "payload", "created_at")
SELECT 'evt_legacy_' || "id", "partner_id", "event", "order_id", "payload"::text, "created_at" FROM "partner_webhook_deliveries";--> statement-breakpoint
UPDATE "partner_webhook_deliveries" AS d SET "event_id" = 'evt_legacy_' || d."id",
  "endpoint_id" = (SELECT e."id" FROM "partner_webhook_endpoints" AS e WHERE e."partner_id" = d."partner_id");--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" DROP CONSTRAINT "partner_webhook_deliveries_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "webhook_url";--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "webhook_secret";--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" DROP COLUMN "event";--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" DROP COLUMN "payload";