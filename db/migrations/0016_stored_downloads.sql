CREATE TABLE "content_downloads" (
	"purchase_id" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_downloads_purchase_id_format_pk" PRIMARY KEY("purchase_id","format")
);
--> statement-breakpoint
ALTER TABLE "content_downloads" ADD CONSTRAINT "content_downloads_purchase_id_content_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."content_purchases"("id") ON DELETE cascade ON UPDATE no action;