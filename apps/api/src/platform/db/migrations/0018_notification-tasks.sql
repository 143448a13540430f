ALTER TABLE "notifications" ADD COLUMN "task_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_open_task_idx" ON "notifications" USING btree ("task_kind","task_id") WHERE "notifications"."resolved_at" is null and "notifications"."task_kind" is not null;--> statement-breakpoint
-- Backfill (decision 103): the task each existing notification asks for, read from its link.
UPDATE "notifications" SET "task_kind" = 'order-payment', "task_id" = substring("link" from '^/dashboard/pago/([0-9]+)$')::integer
WHERE "link" ~ '^/dashboard/pago/[0-9]+$';--> statement-breakpoint
UPDATE "notifications" SET "task_kind" = 'order-payout', "task_id" = substring("link" from '^/dashboard/devolucion/([0-9]+)$')::integer
WHERE "link" ~ '^/dashboard/devolucion/[0-9]+$';--> statement-breakpoint
UPDATE "notifications" AS n
SET "task_kind" = CASE WHEN o."approved_at" IS NULL OR o."approved_at" > n."created_at" THEN 'order-payment' ELSE 'order-payout' END,
  "task_id" = o."id"
FROM "orders" AS o
WHERE n."link" ~ '^/dashboard/orden/[0-9]+$' AND n."group" = 'link-orden'
  AND o."id" = substring(n."link" from '^/dashboard/orden/([0-9]+)$')::integer;--> statement-breakpoint
UPDATE "notifications" SET "task_kind" = 'kyc-review', "task_id" = substring("link" from '^/dashboard/user/([0-9]+)$')::integer
WHERE "link" ~ '^/dashboard/user/[0-9]+$' AND "title" = 'Cliente por validar';--> statement-breakpoint
-- Those whose task is already done are resolved by the first staff move that did it after they were made.
UPDATE "notifications" AS n SET "resolved_at" = done."created_at", "resolved_by" = done."actor_id"
FROM (
  SELECT DISTINCT ON (t."uuid") t."uuid", h."created_at", h."actor_id"
  FROM "notifications" AS t
  JOIN "order_history" AS h ON h."order_id" = t."task_id" AND h."created_at" >= t."created_at"
    AND ((t."task_kind" = 'order-payment' AND h."from_status" = 1 AND h."to_status" IN (2, 3))
      OR (t."task_kind" = 'order-payout' AND ((h."from_status" = 3 AND h."to_status" IN (4, 5)) OR (h."from_status" = 4 AND h."to_status" = 2))))
  ORDER BY t."uuid", h."created_at"
) AS done
WHERE n."uuid" = done."uuid";--> statement-breakpoint
UPDATE "notifications" AS n SET "resolved_at" = u."reviewed_at", "resolved_by" = u."reviewed_by"
FROM "users" AS u
WHERE n."task_kind" = 'kyc-review' AND u."id" = n."task_id" AND u."reviewed_at" >= n."created_at";--> statement-breakpoint
UPDATE "notification_recipients" AS r SET "read_at" = n."resolved_at"
FROM "notifications" AS n
WHERE n."uuid" = r."notification_uuid" AND n."resolved_at" IS NOT NULL AND r."read_at" IS NULL;
