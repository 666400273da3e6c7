CREATE TABLE "feed_championships" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"parent_id" integer,
	"sort" integer NOT NULL,
	"top" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_games" (
	"id" bigint PRIMARY KEY NOT NULL,
	"const_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"team1_id" integer NOT NULL,
	"team1_name" jsonb NOT NULL,
	"team2_id" integer,
	"team2_name" jsonb,
	"parent_id" bigint,
	"sub_game_type" jsonb,
	"period_name" jsonb,
	"info" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_odds_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"group_id" integer NOT NULL,
	"type" integer NOT NULL,
	"param" double precision,
	"player_id" integer,
	"price" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_players" (
	"id" integer PRIMARY KEY NOT NULL,
	"team_id" integer,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_results" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL,
	"cancelled" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"model" text NOT NULL,
	"virtual" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"rating" jsonb NOT NULL,
	"logo" text
);
--> statement-breakpoint
CREATE INDEX "feed_games_const_id_idx" ON "feed_games" USING btree ("const_id");--> statement-breakpoint
CREATE INDEX "feed_games_open_idx" ON "feed_games" USING btree ("finished","start_at");--> statement-breakpoint
CREATE INDEX "feed_games_team1_idx" ON "feed_games" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "feed_games_team2_idx" ON "feed_games" USING btree ("team2_id");--> statement-breakpoint
CREATE INDEX "feed_odds_history_game_idx" ON "feed_odds_history" USING btree ("game_id","group_id","type","at");--> statement-breakpoint
CREATE INDEX "feed_odds_history_at_idx" ON "feed_odds_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "feed_results_finished_at_idx" ON "feed_results" USING btree ("finished_at");