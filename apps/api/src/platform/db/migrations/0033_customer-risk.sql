CREATE TABLE "customer_risk" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"score" smallint NOT NULL,
	"factors" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"review_due_on" date,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_note" text
);
--> statement-breakpoint
CREATE TABLE "customer_risk_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_risk_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" text NOT NULL,
	"actor_id" integer,
	"from_level" text,
	"to_level" text NOT NULL,
	"score" smallint NOT NULL,
	"factors" jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "customer_risk" ADD CONSTRAINT "customer_risk_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_risk" ADD CONSTRAINT "customer_risk_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_risk_history" ADD CONSTRAINT "customer_risk_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_risk_history" ADD CONSTRAINT "customer_risk_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_risk_history_user_idx" ON "customer_risk_history" USING btree ("user_id","at");--> statement-breakpoint
-- A stored Cumplimiento section gets the customer-risk settings' defaults (a section missing a key would be
-- read as the whole default, losing the officer's other values).
UPDATE "settings" SET "value" = '{"riskCountries": "KP, IR, MM", "riskOccupations": "casino, juegos de azar, joyeria, metales preciosos, prestamista, cambista, criptoactivos, armas, mineria", "riskAmountDays": 30, "riskMediumScore": 2, "riskHighScore": 4}'::jsonb || "value" WHERE "key" = 'compliance';
