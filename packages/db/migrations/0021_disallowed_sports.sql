CREATE TABLE "disallowed_sports" (
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"sport_id" integer NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disallowed_sports_user_id_kind_sport_id_pk" PRIMARY KEY("user_id","kind","sport_id")
);
--> statement-breakpoint
ALTER TABLE "disallowed_sports" ADD CONSTRAINT "disallowed_sports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;