CREATE INDEX "users_celular_idx" ON "users" USING btree ("celular") WHERE "users"."celular" is not null;--> statement-breakpoint
CREATE INDEX "users_partner_client_document_idx" ON "users" USING btree ("document_number") WHERE "users"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_accounts_bank_number_idx" ON "bank_accounts" USING btree ("bank_id","account_number");