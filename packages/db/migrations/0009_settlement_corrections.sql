CREATE TABLE "feed_result_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"state" jsonb NOT NULL,
	"cancelled" boolean NOT NULL,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_results" ADD COLUMN "cancelled_outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_results" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_results" ADD COLUMN "corrected_by" text;--> statement-breakpoint
ALTER TABLE "feed_results" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "listed_scores" integer[];--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "result_revision" integer;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "unsettleable" text;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "bet_settlements" ADD COLUMN "stake_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "bet_settlements" ADD COLUMN "payout_transfer_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_result_corrections_revision_key" ON "feed_result_corrections" USING btree ("game_id","revision");--> statement-breakpoint
ALTER TABLE "bet_settlements" ADD CONSTRAINT "bet_settlements_stake_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("stake_transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_settlements" ADD CONSTRAINT "bet_settlements_payout_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_results_revised_idx" ON "feed_results" USING btree ("recorded_at") WHERE "feed_results"."revision" > 0;--> statement-breakpoint
CREATE INDEX "bet_legs_unsettleable_idx" ON "bet_legs" USING btree ("bet_id") WHERE "bet_legs"."unsettleable" is not null and "bet_legs"."result" is null;--> statement-breakpoint
ALTER TABLE "feed_results" ADD CONSTRAINT "feed_results_corrected_by_value" CHECK ("feed_results"."corrected_by" is null or "feed_results"."corrected_by" in ('feed', 'operator'));--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_decided_by_value" CHECK ("bet_legs"."decided_by" is null or "bet_legs"."decided_by" in ('result', 'market', 'operator'));--> statement-breakpoint
CREATE TRIGGER feed_result_corrections_append_only BEFORE UPDATE OR DELETE ON feed_result_corrections FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
