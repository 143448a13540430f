ALTER TABLE "approval_requests" ADD COLUMN "movement_id" integer;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_movement_id_manual_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."manual_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_movement_key" ON "approval_requests" USING btree ("movement_id") WHERE "approval_requests"."movement_id" is not null;--> statement-breakpoint
-- Movements waiting before decision 148 kept their pending state on their own row: each gets its request,
-- as their author's, so it is decided like any other.
INSERT INTO "approval_requests" ("kind", "state", "module", "summary", "amount", "currency", "cambix_account_id", "movement_id", "payload", "created_by", "created_at")
SELECT 'manual-movement', 'pending', 'egreso',
  CASE WHEN m."type" = 'transfer' THEN m."concept" ELSE 'Egreso: ' || m."concept" END,
  m."amount", a."currency", m."cambix_account_id", m."id",
  jsonb_build_object('movementId', m."id", 'note', m."note"), m."created_by", m."created_at"
FROM "manual_movements" AS m
JOIN "cambix_accounts" AS a ON a."id" = m."cambix_account_id"
WHERE m."state" = 'pending'
  AND NOT EXISTS (SELECT 1 FROM "approval_requests" AS r WHERE r."movement_id" = m."id")
ORDER BY m."id";
