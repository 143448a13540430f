ALTER TABLE "orders" ADD COLUMN "factura_ruc" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "factura_razon_social" text;--> statement-breakpoint
ALTER TABLE "receipt_series" ADD COLUMN "factura_next_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "kind" text DEFAULT 'boleta' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_factura_buyer_whole" CHECK (("orders"."factura_ruc" is null) = ("orders"."factura_razon_social" is null));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_kind_series" CHECK (("receipts"."kind" = 'boleta' and "receipts"."serie" not like 'F%') or ("receipts"."kind" = 'factura' and "receipts"."serie" like 'F%' and "receipts"."document_type" = 'RUC'));--> statement-breakpoint
-- The notas de crédito of facturas (decision 180): SUNAT wants their series to start with F.
INSERT INTO "credit_note_series" ("serie") VALUES ('FC01') ON CONFLICT DO NOTHING;
