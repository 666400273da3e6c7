CREATE TABLE "favourite_games" (
	"user_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"const_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_subscriptions" (
	"user_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"event_types" jsonb NOT NULL,
	"lang" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_subscriptions_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_subscriptions" ADD CONSTRAINT "game_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_subscriptions_game_idx" ON "game_subscriptions" USING btree ("game_id");