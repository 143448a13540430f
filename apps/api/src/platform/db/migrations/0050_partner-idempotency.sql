CREATE TABLE "partner_idempotent_answers" (
	"partner_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_idempotent_answers_partner_id_idempotency_key_pk" PRIMARY KEY("partner_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "partner_idempotent_answers" ADD CONSTRAINT "partner_idempotent_answers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_idempotent_answers_created_idx" ON "partner_idempotent_answers" USING btree ("partner_id","created_at");