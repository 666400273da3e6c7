CREATE TABLE "bet_history_clearings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"cleared_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_history_clearings" ADD CONSTRAINT "bet_history_clearings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;