CREATE TABLE "order_link_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_link_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "pending_confirmation_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "link_id" integer;--> statement-breakpoint
ALTER TABLE "order_link_codes" ADD CONSTRAINT "order_link_codes_link_id_order_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."order_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_link_codes" ADD CONSTRAINT "order_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_link_codes_link_idx" ON "order_link_codes" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "order_link_codes_user_idx" ON "order_link_codes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_link_id_order_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."order_links"("id") ON DELETE no action ON UPDATE no action;