ALTER TABLE "users" ADD COLUMN "login_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_login_name_key" ON "users" USING btree ("site_id","login_name") WHERE "users"."login_name" is not null;