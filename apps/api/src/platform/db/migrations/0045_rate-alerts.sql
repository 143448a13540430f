CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_keys_one_row" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"alert_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_one_owner" CHECK (("push_subscriptions"."user_id" is null) <> ("push_subscriptions"."alert_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"condition" text NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"amount_usd" numeric(14, 2) NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_fired_rate_id" integer,
	"last_fired_rate" numeric(8, 4),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_alerts_one_owner" CHECK (("rate_alerts"."user_id" is null) <> ("rate_alerts"."email" is null) and ("rate_alerts"."email" is null) = ("rate_alerts"."token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_alert_id_rate_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."rate_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_last_fired_rate_id_exchange_rates_id_fk" FOREIGN KEY ("last_fired_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint_idx" ON "push_subscriptions" USING btree ("user_id","endpoint") WHERE "push_subscriptions"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_alert_endpoint_idx" ON "push_subscriptions" USING btree ("alert_id","endpoint") WHERE "push_subscriptions"."alert_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_alerts_token_idx" ON "rate_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rate_alerts_user_idx" ON "rate_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_alerts_email_idx" ON "rate_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "rate_alerts_live_idx" ON "rate_alerts" USING btree ("condition") WHERE "rate_alerts"."state" = 'active' and "rate_alerts"."confirmed_at" is not null;