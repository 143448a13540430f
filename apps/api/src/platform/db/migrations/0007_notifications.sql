CREATE TABLE "notification_recipients" (
	"notification_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_user_id_notification_uuid_pk" PRIMARY KEY("user_id","notification_uuid")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"group" text NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_sourceKey_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_uuid_notifications_uuid_fk" FOREIGN KEY ("notification_uuid") REFERENCES "public"."notifications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_user_created_idx" ON "notification_recipients" USING btree ("user_id","created_at" DESC NULLS LAST,"notification_uuid" DESC NULLS LAST);