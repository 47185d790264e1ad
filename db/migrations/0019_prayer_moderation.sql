DROP INDEX "prayer_requests_public_idx";--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD COLUMN "praise_note" text;--> statement-breakpoint
CREATE INDEX "prayer_requests_desk_idx" ON "prayer_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayer_requests_public_idx" ON "prayer_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "prayer_requests"."is_private" and "prayer_requests"."hidden_at" is null;