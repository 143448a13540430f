CREATE TABLE "promo_code_customers" (
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "promo_code_customers_promo_code_id_user_id_pk" PRIMARY KEY("promo_code_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "percent_discount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "referred_user_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_value" numeric(14, 2);--> statement-breakpoint
UPDATE "promo_codes" SET "discount_value" = "percent_discount";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "discount_value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "bank_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "promo_code_customers" ADD CONSTRAINT "promo_code_customers_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_customers" ADD CONSTRAINT "promo_code_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "points_ledger" SET "referred_user_id" = "orders"."user_id" FROM "orders" WHERE "points_ledger"."kind" = 'referral' AND "orders"."id" = "points_ledger"."order_id";--> statement-breakpoint
INSERT INTO "settings" ("key", "value") SELECT 'referrals', jsonb_build_object('rewardPoints', COALESCE("value"->'referralReward', '50'::jsonb), 'referredDiscount', '20.00', 'ownerMustBeValidated', true) FROM "settings" WHERE "key" = 'points' ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "settings" SET "value" = "value" - 'referralReward' WHERE "key" = 'points';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_referral_once_idx" ON "points_ledger" USING btree ("referred_user_id") WHERE kind = 'referral';