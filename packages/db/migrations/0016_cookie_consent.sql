CREATE TABLE "cookie_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" bigint,
	"level" smallint NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookie_consents_user_idx" ON "cookie_consents" USING btree ("user_id","agreed_at");