ALTER TABLE "receipts" ADD COLUMN "taxable_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "igv_amount" numeric(14, 2);--> statement-breakpoint
-- Boletas issued before: the commission included IGV at 18 %, split half-up as the money module does (numeric ROUND is half away from zero).
UPDATE "receipts" SET "taxable_amount" = ROUND("amount" / 1.18, 2);--> statement-breakpoint
UPDATE "receipts" SET "igv_amount" = "amount" - "taxable_amount";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "taxable_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "igv_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "issuer_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "issuer_ruc" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "issuer_address" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "send_status" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "send_provider" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "send_ticket" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "send_message" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "sent_at" timestamp with time zone;