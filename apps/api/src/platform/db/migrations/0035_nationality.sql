ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
-- A DNI is issued to Peruvians only: its holders' nationality is known (decision 165). A carné de
-- extranjería's or a passport's stays null until its holder declares it in the update-data form.
UPDATE "users" SET "nationality" = 'PE' WHERE "document_type" = 'DNI';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nationality_check" CHECK ("users"."document_type" = 'DNI' and "users"."nationality" is not null and "users"."nationality" = 'PE' or "users"."document_type" <> 'DNI' and ("users"."nationality" is null or "users"."nationality" ~ '^[A-Z]{2}$'));
