CREATE TABLE "support_pins" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_pins" ADD CONSTRAINT "support_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;