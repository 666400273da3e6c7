CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_topic_dedupe_key" ON "outbox_messages" USING btree ("topic","dedupe_key") WHERE "outbox_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_pending_idx" ON "outbox_messages" USING btree ("available_at") WHERE "outbox_messages"."delivered_at" is null and "outbox_messages"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_delivered_idx" ON "outbox_messages" USING btree ("delivered_at") WHERE "outbox_messages"."delivered_at" is not null;