CREATE TABLE "demo_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_clock_one_row" CHECK ("demo_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recurring_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"fund_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text NOT NULL,
	"status" text DEFAULT 'setting_up' NOT NULL,
	"start_on" date NOT NULL,
	"next_charge_at" timestamp with time zone,
	"setup_id" text,
	"customer_id" text,
	"payment_method_id" text,
	"card_label" text,
	"subscription_id" text,
	"idempotency_key" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"last_failure_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_gifts_subscription_id_unique" UNIQUE("subscription_id"),
	CONSTRAINT "recurring_gifts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fund_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recurring_gift_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_gifts_user_idx" ON "recurring_gifts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_due_idx" ON "recurring_gifts" USING btree ("next_charge_at") WHERE "recurring_gifts"."status" = 'active';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recurring_gift_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_recurring_due_idx" ON "payments" USING btree ("recurring_gift_id","due_at");--> statement-breakpoint
CREATE INDEX "payments_giver_idx" ON "payments" USING btree ("user_id","created_at") WHERE "payments"."purpose" = 'donation';--> statement-breakpoint
INSERT INTO "funds" ("name", "description", "sort_order") VALUES
	('General', 'Where the need is greatest: teaching, prayer and the ministry''s daily work.', 0),
	('Missions', 'Carrying the gospel and Bible teaching to new places and languages.', 1),
	('Building', 'A home for the ministry''s studio, gatherings and outreach.', 2)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "payments" SET "fund_id" = (SELECT "id" FROM "funds" WHERE "name" = 'General') WHERE "purpose" = 'donation' AND "fund_id" IS NULL;
