ALTER TABLE "credit_notes" ADD COLUMN "summary_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "summary_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "summary_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "summary_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sunat_summaries" ADD COLUMN "poll_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sunat_summaries" ADD COLUMN "next_poll_at" timestamp with time zone;