CREATE TABLE "eth_sign_ins" (
	"site_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eth_sign_ins_key" ON "eth_sign_ins" USING btree ("site_id","nonce");--> statement-breakpoint
CREATE INDEX "eth_sign_ins_expires_at_idx" ON "eth_sign_ins" USING btree ("expires_at");