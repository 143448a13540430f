ALTER TABLE "orders" ADD COLUMN "third_party_payer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "third_party_payer_document" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_third_party_payer_named" CHECK ("orders"."third_party_payer_document" is null or "orders"."third_party_payer_name" is not null);