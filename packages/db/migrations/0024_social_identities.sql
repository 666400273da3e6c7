CREATE TABLE "social_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject_key" ON "social_identities" USING btree ("site_id","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_user_provider_key" ON "social_identities" USING btree ("user_id","provider");