CREATE TABLE "player_settings" (
	"user_id" bigint NOT NULL,
	"setting_id" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_settings_user_id_setting_id_pk" PRIMARY KEY("user_id","setting_id")
);
--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;