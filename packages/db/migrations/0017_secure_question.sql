CREATE TABLE "user_secure_questions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"question_id" integer,
	"custom_question" text,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_secure_questions" ADD CONSTRAINT "user_secure_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;