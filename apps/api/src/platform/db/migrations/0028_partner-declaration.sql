ALTER TABLE "orders" ADD COLUMN "declaration_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Customer orders signed as they were placed (or re-quoted) needed the declaración.
UPDATE "orders" SET "declaration_required" = true WHERE "declaration_signed_at" IS NOT NULL;
