DROP INDEX "partner_webhook_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ALTER COLUMN "next_attempt_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ALTER COLUMN "next_attempt_at" DROP NOT NULL;