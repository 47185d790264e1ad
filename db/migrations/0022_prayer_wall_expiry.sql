CREATE TABLE "desk_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"prayer_expiry_days" integer DEFAULT 30 NOT NULL,
	"prayer_approval_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_settings_one_row" CHECK ("desk_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "desk_settings" DEFAULT VALUES;--> statement-breakpoint
DROP INDEX "prayer_requests_public_idx";--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Requests already sent were on the wall from when they were sent.
UPDATE "prayer_requests" SET "listed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "payments_ledger_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_purpose_ledger_idx" ON "payments" USING btree ("purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_donors_idx" ON "payments" USING btree (lower("email"),"created_at") WHERE "payments"."purpose" = 'donation' and "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "prayer_requests_public_idx" ON "prayer_requests" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "prayer_requests"."is_private" and "prayer_requests"."hidden_at" is null and "prayer_requests"."listed_at" is not null;