CREATE TABLE "partner_month_totals" (
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"send_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"share_earned" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "partner_month_totals_partner_id_month_pk" PRIMARY KEY("partner_id","month")
);
--> statement-breakpoint
ALTER TABLE "partner_month_totals" ADD CONSTRAINT "partner_month_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by the database, in the writer's own transaction, so no writer of orders or partner_shares can forget
-- it (decision 197). Each statement's rows leave their month and enter the new one; a change that moves no
-- figure (an update of other columns) writes nothing and locks no total.
CREATE FUNCTION "partner_month_orders_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "orders", "send_amount")
    SELECT "partner_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Lima')::date, count(*),
      coalesce(sum("pen_equivalent") FILTER (WHERE "status" IN (1, 3, 4, 5)), 0)
    FROM new_rows WHERE "partner_id" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("partner_id", "month") DO UPDATE
      SET "orders" = t."orders" + excluded."orders", "send_amount" = t."send_amount" + excluded."send_amount";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "orders", "send_amount")
    SELECT "partner_id", "month", sum("orders"), sum("send_amount")
    FROM (
      SELECT "partner_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Lima')::date AS "month",
        -1 AS "orders", CASE WHEN "status" IN (1, 3, 4, 5) THEN -"pen_equivalent" ELSE 0 END AS "send_amount"
      FROM old_rows WHERE "partner_id" IS NOT NULL
      UNION ALL
      SELECT "partner_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Lima')::date,
        1, CASE WHEN "status" IN (1, 3, 4, 5) THEN "pen_equivalent" ELSE 0 END
      FROM new_rows WHERE "partner_id" IS NOT NULL
    ) AS moved
    GROUP BY 1, 2 HAVING sum("orders") <> 0 OR sum("send_amount") <> 0
    ON CONFLICT ("partner_id", "month") DO UPDATE
      SET "orders" = t."orders" + excluded."orders", "send_amount" = t."send_amount" + excluded."send_amount";
  ELSE
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "orders", "send_amount")
    SELECT "partner_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Lima')::date, -count(*),
      -coalesce(sum("pen_equivalent") FILTER (WHERE "status" IN (1, 3, 4, 5)), 0)
    FROM old_rows WHERE "partner_id" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("partner_id", "month") DO UPDATE
      SET "orders" = t."orders" + excluded."orders", "send_amount" = t."send_amount" + excluded."send_amount";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_partner_month_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_orders_kept"();--> statement-breakpoint
CREATE TRIGGER "orders_partner_month_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_orders_kept"();--> statement-breakpoint
CREATE TRIGGER "orders_partner_month_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_orders_kept"();--> statement-breakpoint
CREATE FUNCTION "partner_month_shares_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "share_earned")
    SELECT "partner_id", date_trunc('month', "accrued_at" AT TIME ZONE 'America/Lima')::date, sum("amount")
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT ("partner_id", "month") DO UPDATE SET "share_earned" = t."share_earned" + excluded."share_earned";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "share_earned")
    SELECT "partner_id", "month", sum("amount")
    FROM (
      SELECT "partner_id", date_trunc('month', "accrued_at" AT TIME ZONE 'America/Lima')::date AS "month",
        -"amount" AS "amount"
      FROM old_rows
      UNION ALL
      SELECT "partner_id", date_trunc('month', "accrued_at" AT TIME ZONE 'America/Lima')::date, "amount"
      FROM new_rows
    ) AS moved
    GROUP BY 1, 2 HAVING sum("amount") <> 0
    ON CONFLICT ("partner_id", "month") DO UPDATE SET "share_earned" = t."share_earned" + excluded."share_earned";
  ELSE
    INSERT INTO "partner_month_totals" AS t ("partner_id", "month", "share_earned")
    SELECT "partner_id", date_trunc('month', "accrued_at" AT TIME ZONE 'America/Lima')::date, -sum("amount")
    FROM old_rows GROUP BY 1, 2
    ON CONFLICT ("partner_id", "month") DO UPDATE SET "share_earned" = t."share_earned" + excluded."share_earned";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_shares_month_insert" AFTER INSERT ON "partner_shares" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_shares_kept"();--> statement-breakpoint
CREATE TRIGGER "partner_shares_month_update" AFTER UPDATE ON "partner_shares"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_shares_kept"();--> statement-breakpoint
CREATE TRIGGER "partner_shares_month_delete" AFTER DELETE ON "partner_shares" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "partner_month_shares_kept"();--> statement-breakpoint
-- The months already written.
INSERT INTO "partner_month_totals" ("partner_id", "month", "orders", "send_amount", "share_earned")
SELECT "partner_id", "month", sum("orders"), sum("send_amount"), sum("share_earned")
FROM (
  SELECT "partner_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Lima')::date AS "month",
    count(*) AS "orders", coalesce(sum("pen_equivalent") FILTER (WHERE "status" IN (1, 3, 4, 5)), 0) AS "send_amount",
    0 AS "share_earned"
  FROM "orders" WHERE "partner_id" IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT "partner_id", date_trunc('month', "accrued_at" AT TIME ZONE 'America/Lima')::date, 0, 0, sum("amount")
  FROM "partner_shares" GROUP BY 1, 2
) AS written
GROUP BY 1, 2;
