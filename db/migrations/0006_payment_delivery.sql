ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Payments that succeeded before this column existed were already handed over.
UPDATE "payments" SET "delivered_at" = "updated_at" WHERE "status" = 'succeeded';
