CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"user_name" text,
	"email" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_requests_kind_value" CHECK ("support_requests"."kind" in ('admin', 'idea'))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_open_idx" ON "support_requests" USING btree ("site_id","id") WHERE "support_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","created_at");