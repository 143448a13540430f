-- A partner order answers who its factura is made out to (decision 213): the answers kept before it had none.
UPDATE "partner_sandbox_orders" SET "answer" = '{"factura": null}'::jsonb || "answer", "first_answer" = '{"factura": null}'::jsonb || "first_answer";--> statement-breakpoint
UPDATE "partner_idempotent_answers" SET "answer" = '{"factura": null}'::jsonb || "answer";
