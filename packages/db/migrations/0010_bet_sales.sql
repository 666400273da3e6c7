CREATE TABLE "bet_auto_sales" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"target" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_auto_sales_target_positive" CHECK ("bet_auto_sales"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "bet_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"amount" bigint NOT NULL,
	"offer" bigint NOT NULL,
	"stake_sold" bigint NOT NULL,
	"net_stake_sold" bigint NOT NULL,
	"payout_sold" bigint NOT NULL,
	"transfer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_sales_kind_value" CHECK ("bet_sales"."kind" in ('full', 'partial')),
	CONSTRAINT "bet_sales_trigger_value" CHECK ("bet_sales"."trigger" in ('player', 'one_click', 'auto')),
	CONSTRAINT "bet_sales_amounts" CHECK ("bet_sales"."amount" > 0 and "bet_sales"."amount" <= "bet_sales"."offer" and "bet_sales"."stake_sold" > 0 and "bet_sales"."net_stake_sold" >= 0 and "bet_sales"."payout_sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bet_auto_sales" ADD CONSTRAINT "bet_auto_sales_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_auto_sales" ADD CONSTRAINT "bet_auto_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_sales" ADD CONSTRAINT "bet_sales_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_auto_sales_user_idx" ON "bet_auto_sales" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_sales_number_key" ON "bet_sales" USING btree ("bet_id","number");--> statement-breakpoint
-- Sales are history: a sale is never changed or removed (like the ledger it moved).
CREATE TRIGGER bet_sales_append_only BEFORE UPDATE OR DELETE ON bet_sales FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();