CREATE TABLE "coupon_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"check_cf" smallint DEFAULT 0 NOT NULL,
	"one_click_enabled" boolean DEFAULT false NOT NULL,
	"one_click_stake" bigint,
	"one_click_currency" text,
	"drop_on_score_change" boolean DEFAULT false NOT NULL,
	"keep_selections" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_settings_check_cf_value" CHECK ("coupon_settings"."check_cf" in (0, 1, 2)),
	CONSTRAINT "coupon_settings_one_click_stake" CHECK (("coupon_settings"."one_click_stake" is null) = ("coupon_settings"."one_click_currency" is null) and ("coupon_settings"."one_click_stake" is null or "coupon_settings"."one_click_stake" > 0))
);
--> statement-breakpoint
ALTER TABLE "coupon_settings" ADD CONSTRAINT "coupon_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;