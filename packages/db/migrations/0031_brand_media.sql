CREATE TABLE "brand_media" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_media_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
ALTER TABLE "brand_media" ADD CONSTRAINT "brand_media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;