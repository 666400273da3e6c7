CREATE TABLE "telegram_sign_ins" (
	"site_id" integer NOT NULL,
	"hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD COLUMN "chat_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_sign_ins_key" ON "telegram_sign_ins" USING btree ("site_id","hash");--> statement-breakpoint
CREATE INDEX "telegram_sign_ins_expires_at_idx" ON "telegram_sign_ins" USING btree ("expires_at");