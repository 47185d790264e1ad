ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Everyone on the list before double opt-in agreed by the form of their day: confirmed at their consent time (decision 027).
UPDATE "subscribers" SET "confirmed_at" = "consented_at";--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscribers_confirmed_idx" ON "subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "subscribers"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");