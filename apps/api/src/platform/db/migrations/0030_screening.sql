CREATE TABLE "screening_list_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"match_name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb NOT NULL,
	"position_until" date
);
--> statement-breakpoint
CREATE TABLE "screening_list_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_list_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"entry_count" integer NOT NULL,
	"individual_count" integer NOT NULL,
	"rescreen_total" integer DEFAULT 0 NOT NULL,
	"rescreen_done" integer DEFAULT 0 NOT NULL,
	"rescreen_hits" integer DEFAULT 0 NOT NULL,
	"rescreen_last_user_id" integer DEFAULT 0 NOT NULL,
	"rescreen_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compliance_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"holds" boolean NOT NULL,
	"score" numeric(5, 4),
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "screening_list_entries" ADD CONSTRAINT "screening_list_entries_version_id_screening_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."screening_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_list_versions" ADD CONSTRAINT "screening_list_versions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_alerts" ADD CONSTRAINT "compliance_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_alerts" ADD CONSTRAINT "compliance_alerts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_list_entries_version_idx" ON "screening_list_entries" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "screening_list_versions_list_idx" ON "screening_list_versions" USING btree ("list","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_alerts_subject_key" ON "compliance_alerts" USING btree ("kind","user_id","subject");--> statement-breakpoint
CREATE INDEX "compliance_alerts_open_idx" ON "compliance_alerts" USING btree ("created_at") WHERE "compliance_alerts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "compliance_alerts_holds_idx" ON "compliance_alerts" USING btree ("user_id") WHERE "compliance_alerts"."holds" and "compliance_alerts"."status" <> 'discarded';--> statement-breakpoint
-- Decision 153: screening compares names by trigram similarity (pg_trgm), on PostgreSQL and on the embedded
-- PGlite, which loads it as a contrib extension. Unlike 0019's optional index, screening needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "screening_list_entries_match_name_trgm_idx" ON "screening_list_entries" USING gin ("match_name" gin_trgm_ops);
