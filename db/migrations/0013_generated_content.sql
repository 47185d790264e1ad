CREATE TABLE "content_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"request" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb,
	"writer_kind" text,
	"writer_label" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_purchases_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_purchases_user_idx" ON "content_purchases" USING btree ("user_id","created_at");