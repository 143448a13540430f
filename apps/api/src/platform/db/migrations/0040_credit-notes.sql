CREATE TABLE "credit_note_series" (
	"serie" text PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serie" text NOT NULL,
	"numero" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"taxable_amount" numeric(14, 2) NOT NULL,
	"igv_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"signed_xml" text,
	"xml_hash" text,
	"send_status" text DEFAULT 'pendiente' NOT NULL,
	"send_provider" text,
	"send_ticket" text,
	"send_message" text,
	"sent_at" timestamp with time zone,
	"summary_id" text,
	"cdr_code" text,
	"cdr_xml" text,
	CONSTRAINT "credit_notes_receiptId_unique" UNIQUE("receipt_id")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_serie_numero_key" ON "credit_notes" USING btree ("serie","numero");--> statement-breakpoint
-- One series for the notas de crédito of boletas (decision 175): SUNAT wants it to start with B.
INSERT INTO "credit_note_series" ("serie", "next_number") VALUES ('BC01', 1);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_send_status_check" CHECK ("send_status" IN ('pendiente', 'enviada', 'aceptada', 'observada', 'rechazada'));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_code_check" CHECK ("reason_code" IN ('01', '06', '07'));
