ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_changed_by_users_id_fk" FOREIGN KEY ("email_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;