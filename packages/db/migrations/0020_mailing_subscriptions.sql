CREATE TABLE "mailing_subscriptions" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailing_subscriptions_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
ALTER TABLE "mailing_subscriptions" ADD CONSTRAINT "mailing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;