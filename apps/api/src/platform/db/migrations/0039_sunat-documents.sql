CREATE TABLE "sunat_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sunat_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"summary_id" text NOT NULL,
	"issue_day" text NOT NULL,
	"sequence" integer NOT NULL,
	"reference_day" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"ticket" text NOT NULL,
	"signed_xml" text NOT NULL,
	"cdr_code" text,
	"cdr_xml" text,
	"message" text,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sunat_summaries_summaryId_unique" UNIQUE("summary_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "signed_xml" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "xml_hash" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "summary_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cdr_code" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cdr_xml" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sunat_summaries_day_sequence_key" ON "sunat_summaries" USING btree ("issue_day","sequence");--> statement-breakpoint
-- The receipt states are SUNAT's now, in the feminine of "boleta" (decision 171): pendiente, enviada,
-- aceptada, observada, rechazada.
UPDATE "receipts" SET "send_status" = 'aceptada' WHERE "send_status" = 'aceptado';--> statement-breakpoint
UPDATE "receipts" SET "send_status" = 'rechazada' WHERE "send_status" = 'rechazado';--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_send_status_check" CHECK ("send_status" IN ('pendiente', 'enviada', 'aceptada', 'observada', 'rechazada'));--> statement-breakpoint
ALTER TABLE "sunat_summaries" ADD CONSTRAINT "sunat_summaries_status_check" CHECK ("status" IN ('enviada', 'aceptada', 'observada', 'rechazada'));
