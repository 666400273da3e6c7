CREATE TABLE "identification_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "identification_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"check_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identification_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "identification_checks" ADD CONSTRAINT "identification_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_documents" ADD CONSTRAINT "identification_documents_check_id_identification_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."identification_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identification_checks_user_idx" ON "identification_checks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "identification_checks_pending_idx" ON "identification_checks" USING btree ("id") WHERE "identification_checks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "identification_checks_one_pending_idx" ON "identification_checks" USING btree ("user_id") WHERE "identification_checks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "identification_documents_check_idx" ON "identification_documents" USING btree ("check_id");